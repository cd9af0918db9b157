import { CALL_KINDS, type TCallInput, type TOrganisationRef } from '@ankur/shared/schemas/community-involvement';
import { INDIAN_STATES } from '@ankur/shared/schemas/profiles';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../../lib/api-errors';
import { usePostCall } from '../api/involvement';
import { useInvolvementTranslation } from '../i18n';
import { splitList } from './page';

const FIELDS = ['title', 'description', 'city', 'places', 'ends_on', 'apply_by', 'organisation_id', 'skills'] as const;

/** The "Post a call" dialog (event organisers, moderators, organisation admins). */
export function CallForm({
  open,
  onClose,
  organisations,
}: {
  open: boolean;
  onClose: () => void;
  organisations: readonly TOrganisationRef[];
}) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const id = useId();
  const post = usePostCall();
  const [draft, setDraft] = useState({
    kind: 'volunteer' as TCallInput['kind'],
    title: '',
    description: '',
    mode: 'in_person' as TCallInput['mode'],
    city: '',
    state: '',
    starts_on: '',
    ends_on: '',
    time_commitment: '',
    skills: '',
    places: '5',
    apply_by: '',
    organisation_id: '',
  });
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const errors = fieldErrorsOf(post.error, FIELDS);
  const general = post.error && Object.keys(errors).length === 0 ? errorText(post.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    post.mutate(
      {
        kind: draft.kind,
        title: draft.title,
        description: draft.description,
        mode: draft.mode,
        city: draft.mode === 'online' ? '' : draft.city,
        state: draft.state ? (draft.state as TCallInput['state']) : null,
        starts_on: draft.starts_on || null,
        ends_on: draft.ends_on || null,
        time_commitment: draft.time_commitment,
        skills: splitList(draft.skills),
        places: Number(draft.places) || 0,
        apply_by: draft.apply_by || null,
        organisation_id: draft.organisation_id ? Number(draft.organisation_id) : null,
      },
      {
        onSuccess: () => {
          notify.success(t('calls.form.posted'));
          onClose();
        },
      },
    );
  };
  const f = (name: string) => `${id}-${name}`;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={t('calls.form.title')}
      width="40rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={f('form')} className="btn-primary" disabled={post.isPending}>
            {post.isPending ? t('calls.form.posting') : t('calls.form.submit')}
          </button>
        </>
      }
    >
      <form id={f('form')} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {general ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {general}
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={f('kind')} label={t('calls.form.kind')} required>
            <select id={f('kind')} className={INPUT_CLASS} value={draft.kind} onChange={set('kind')}>
              {CALL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          {organisations.length ? (
            <Field id={f('org')} label={t('calls.form.organisation')} error={errors.organisation_id}>
              <select
                id={f('org')}
                className={INPUT_CLASS}
                value={draft.organisation_id}
                onChange={set('organisation_id')}
              >
                <option value="">{t('calls.form.asMyself')}</option>
                {organisations.map((o) => (
                  <option key={o.organisation_id} value={o.organisation_id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </div>
        <Field id={f('title')} label={t('calls.form.name')} error={errors.title} required>
          <input
            {...fieldAria(f('title'), errors.title)}
            data-autofocus
            className={INPUT_CLASS}
            maxLength={120}
            value={draft.title}
            onChange={set('title')}
          />
        </Field>
        <Field id={f('description')} label={t('calls.form.description')} error={errors.description} required>
          <textarea
            {...fieldAria(f('description'), errors.description)}
            className={INPUT_CLASS}
            rows={4}
            maxLength={3000}
            value={draft.description}
            onChange={set('description')}
          />
        </Field>
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('calls.form.mode')}</legend>
          {(['in_person', 'online'] as const).map((m) => (
            <label key={m} className="flex items-center gap-2">
              <input
                type="radio"
                name={f('mode')}
                checked={draft.mode === m}
                onChange={() => setDraft((d) => ({ ...d, mode: m }))}
              />
              {m === 'online' ? t('common.online') : t('common.inPerson')}
            </label>
          ))}
        </fieldset>
        {draft.mode === 'in_person' ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id={f('city')} label={t('common.city')} error={errors.city} required>
              <input
                {...fieldAria(f('city'), errors.city)}
                className={INPUT_CLASS}
                value={draft.city}
                onChange={set('city')}
              />
            </Field>
            <Field id={f('state')} label={t('common.state')}>
              <select id={f('state')} className={INPUT_CLASS} value={draft.state} onChange={set('state')}>
                <option value="">—</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field id={f('starts')} label={t('calls.form.startsOn')}>
            <input
              id={f('starts')}
              type="date"
              className={INPUT_CLASS}
              value={draft.starts_on}
              onChange={set('starts_on')}
            />
          </Field>
          <Field id={f('ends')} label={t('calls.form.endsOn')} error={errors.ends_on}>
            <input
              {...fieldAria(f('ends'), errors.ends_on)}
              type="date"
              className={INPUT_CLASS}
              value={draft.ends_on}
              onChange={set('ends_on')}
            />
          </Field>
          <Field id={f('applyBy')} label={t('calls.form.applyBy')} error={errors.apply_by}>
            <input
              {...fieldAria(f('applyBy'), errors.apply_by)}
              type="date"
              className={INPUT_CLASS}
              value={draft.apply_by}
              onChange={set('apply_by')}
            />
          </Field>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_8rem]">
          <Field id={f('commitment')} label={t('calls.form.commitment')} hint={t('calls.form.commitmentHint')}>
            <input
              {...fieldAria(f('commitment'), null, true)}
              className={INPUT_CLASS}
              maxLength={120}
              value={draft.time_commitment}
              onChange={set('time_commitment')}
            />
          </Field>
          <Field id={f('places')} label={t('calls.form.places')} error={errors.places} required>
            <input
              {...fieldAria(f('places'), errors.places)}
              type="number"
              min={1}
              max={500}
              className={INPUT_CLASS}
              value={draft.places}
              onChange={set('places')}
            />
          </Field>
        </div>
        <Field id={f('skills')} label={t('common.skills')} hint={t('common.skillsHint')} error={errors.skills}>
          <input
            {...fieldAria(f('skills'), errors.skills, true)}
            className={INPUT_CLASS}
            value={draft.skills}
            onChange={set('skills')}
          />
        </Field>
      </form>
    </Modal>
  );
}
