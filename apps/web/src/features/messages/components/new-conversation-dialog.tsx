import { GROUP_TITLE_MAX, type TPerson } from '@ankur/shared/schemas/messages';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PeoplePicker } from '../../../components/ui/people-picker';
import { useErrorText } from '../../../lib/api-errors';
import { useCreateConversation } from '../api/conversations';
import { useMessagesTranslation } from '../i18n';

type Kind = 'direct' | 'group';

/**
 * "New message": a person for a direct conversation (an existing one with them opens instead), or
 * several people and a name for a group. `onCreated` gets the conversation's id.
 */
export function NewConversationDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (conversationId: number) => void;
}) {
  const { t } = useMessagesTranslation();
  const errorText = useErrorText();
  const id = useId();
  const create = useCreateConversation();
  const [kind, setKind] = useState<Kind>('direct');
  const [chosen, setChosen] = useState<TPerson[]>([]);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<{ field: 'title' | 'people'; text: string } | null>(null);

  const reset = () => {
    setKind('direct');
    setChosen([]);
    setTitle('');
    setProblem(null);
    create.reset();
  };
  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };
  const done = (conversationId: number) => {
    reset();
    onOpenChange(false);
    onCreated(conversationId);
  };
  const startDirect = (person: TPerson) =>
    create.mutate({ kind: 'direct', user_id: person.user_id }, { onSuccess: (c) => done(c.conversation_id) });
  const toggle = (person: TPerson) => {
    if (kind === 'direct') return startDirect(person);
    setProblem(null);
    setChosen((list) =>
      list.some((p) => p.user_id === person.user_id)
        ? list.filter((p) => p.user_id !== person.user_id)
        : [...list, person],
    );
  };
  const submitGroup = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name) return setProblem({ field: 'title', text: t('create.nameRequired') });
    if (chosen.length === 0) return setProblem({ field: 'people', text: t('create.pickSomeone') });
    create.mutate(
      { kind: 'group', title: name, user_ids: chosen.map((p) => p.user_id) },
      { onSuccess: (c) => done(c.conversation_id) },
    );
  };
  const titleError = problem?.field === 'title' ? problem.text : null;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('create.title')}
      width="34rem"
      footer={
        kind === 'group' ? (
          <>
            <button type="button" className="btn-ghost" onClick={() => close(false)} disabled={create.isPending}>
              {t('common.cancel')}
            </button>
            <button type="submit" form={`${id}-group`} className="btn-primary" disabled={create.isPending}>
              {create.isPending ? t('create.creating') : t('create.createGroup')}
            </button>
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('create.kind')}</legend>
          {(['direct', 'group'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              onClick={() => {
                setKind(option);
                setProblem(null);
                create.reset();
              }}
              className={`inline-flex min-h-9 items-center rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${
                kind === option
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {t(`create.${option}`)}
            </button>
          ))}
        </fieldset>
        {kind === 'group' ? (
          <form id={`${id}-group`} onSubmit={submitGroup} noValidate>
            <Field id={`${id}-title`} label={t('create.groupName')} error={titleError} required>
              <input
                {...fieldAria(`${id}-title`, titleError)}
                value={title}
                maxLength={GROUP_TITLE_MAX}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setProblem(null);
                }}
                className={INPUT_CLASS}
              />
            </Field>
          </form>
        ) : null}
        <PeoplePicker selected={chosen} onToggle={toggle} multiple={kind === 'group'} />
        {problem?.field === 'people' ? (
          <p role="alert" className="text-sm text-red-700">
            {problem.text}
          </p>
        ) : null}
        {create.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('create.failed', { reason: errorText(create.error) })}
          </p>
        ) : null}
        {kind === 'direct' && create.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            {t('create.creating')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
