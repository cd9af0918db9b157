import type { TCollaboratorOrganisation, TCollaboratorPerson } from '@ankur/shared/schemas/community-involvement';
import { BadgeCheck, MessageSquare, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { Field, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useConnect, useStartConversation } from '../api/involvement';
import { useInvolvementTranslation } from '../i18n';
import { PersonLine, Tags } from './page';

/** A person open to collaborate: their card, skills, open request; Message and Connect. */
export function PersonCard({ person }: { person: TCollaboratorPerson }) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [connecting, setConnecting] = useState(false);
  const [sent, setSent] = useState(false);
  const message = () =>
    start.mutate(person.user_id, {
      onSuccess: (c) => navigate(`/messages?c=${c.conversation_id}`),
      onError: (e) => notify.error(errorText(e)),
    });
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-2">
        <PersonLine person={person} size="md" />
        {person.is_me ? <Badge tone="green">{t('collaborators.you')}</Badge> : null}
      </div>
      {person.open_request ? (
        <Link
          to={`/collab-hub?request=${person.open_request.request_id}`}
          className="text-sm text-brand-800 hover:underline"
        >
          {t('collaborators.lookingFor', { title: person.open_request.title })}
        </Link>
      ) : null}
      <Tags items={person.skills} label={t('common.skills')} />
      {person.is_me ? null : (
        <div className="mt-auto flex flex-wrap gap-2">
          <button type="button" className="btn-outline" disabled={start.isPending} onClick={message}>
            <MessageSquare aria-hidden="true" className="size-4" />
            {t('collaborators.message')}
          </button>
          <button type="button" className="btn-primary" disabled={sent} onClick={() => setConnecting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {sent ? t('collaborators.connected') : t('collaborators.connect')}
          </button>
        </div>
      )}
      {connecting ? (
        <ConnectDialog
          person={person}
          onClose={() => setConnecting(false)}
          onSent={() => {
            setSent(true);
            setConnecting(false);
          }}
        />
      ) : null}
    </article>
  );
}

function ConnectDialog({
  person,
  onClose,
  onSent,
}: {
  person: TCollaboratorPerson;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const id = useId();
  const connect = useConnect();
  const [note, setNote] = useState('');
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={t('collaborators.connectTitle', { name: person.name })}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={connect.isPending}
            onClick={() =>
              connect.mutate(
                { userId: person.user_id, note: note.trim() },
                {
                  onSuccess: () => {
                    notify.success(t('collaborators.connectSent'));
                    onSent();
                  },
                },
              )
            }
          >
            {t('collaborators.connectSend')}
          </button>
        </>
      }
    >
      <Field
        id={`${id}-note`}
        label={t('collaborators.connectNote')}
        error={connect.error ? errorText(connect.error) : null}
      >
        <textarea
          id={`${id}-note`}
          data-autofocus
          className={INPUT_CLASS}
          rows={3}
          maxLength={300}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
    </Modal>
  );
}

/** An organisation open to collaborate. */
export function OrganisationCard({ org }: { org: TCollaboratorOrganisation }) {
  const { t } = useInvolvementTranslation();
  const place = [org.city, org.state].filter(Boolean).join(', ');
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="blue">{t(`collaborators.categories.${org.category}`)}</Badge>
        {org.verified ? (
          <span className="inline-flex items-center gap-1 text-xs text-brand-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('collaborators.verified')}
          </span>
        ) : null}
      </div>
      <h3 className="text-lg font-semibold break-words text-stone-900">{org.name}</h3>
      {place ? <p className="text-sm text-stone-600">{place}</p> : null}
      {org.description ? <p className="line-clamp-3 text-sm text-stone-700">{org.description}</p> : null}
      <div className="mt-auto">
        <Link to={`/organization?org=${encodeURIComponent(org.slug)}`} className="btn-outline">
          {t('collaborators.viewPage')}
        </Link>
      </div>
    </article>
  );
}
