import type { TSupportMessage, TSupportStatus } from '@ankur/shared/schemas/support';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { ItemDate } from '../../../components/ui/item-date';
import { Modal } from '../../../components/ui/modal';
import { useLanguage } from '../../../lib/i18n';
import { useSupportTranslation } from '../i18n';
import { Badge, type BadgeTone } from './fields';

export const STATUS_TONE: Readonly<Record<TSupportStatus, BadgeTone>> = {
  new: 'blue',
  in_progress: 'amber',
  resolved: 'green',
  spam: 'stone',
};

/** The status buttons, in the order an administrator works through a message. */
const ACTIONS = [
  { status: 'in_progress', key: 'markInProgress' },
  { status: 'resolved', key: 'markResolved' },
  { status: 'spam', key: 'markSpam' },
  { status: 'new', key: 'markNew' },
] as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-stone-800">{children}</dd>
    </div>
  );
}

/** Plain text as sent: line breaks and spaces kept, never read as HTML (React escapes it). */
function PlainText({ text }: { text: string }) {
  return (
    <p className="rounded-lg bg-stone-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-stone-800 ring-1 ring-stone-200">
      {text}
    </p>
  );
}

interface MessageDetailModalProps {
  message: TSupportMessage;
  onClose: () => void;
  onSetStatus: (status: TSupportStatus) => void;
  /** true while a status change is on its way */
  pending: boolean;
}

/** One message in full, with the sender's address as a mailto link and the status buttons. */
export function MessageDetailModal({ message, onClose, onSetStatus, pending }: MessageDetailModalProps) {
  const { t } = useSupportTranslation();
  const language = useLanguage();
  const isBug = message.kind === 'bug';
  const title = message.subject ?? (message.topic ? t(`topic.${message.topic}`) : t(`kind.${message.kind}`));
  const replySubject = `Re: ${message.subject ?? t(`kind.${message.kind}`)}`;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={isBug ? 'red' : 'stone'}>{t(`kind.${message.kind}`)}</Badge>
          <Badge tone={STATUS_TONE[message.status]}>{t(`status.${message.status}`)}</Badge>
          <ItemDate date={message.created_at} locale={language} />
        </span>
      }
      width="min(44rem, 90vw)"
      footer={
        <fieldset className="flex w-full flex-wrap gap-2 sm:justify-end" disabled={pending}>
          <legend className="sr-only">{t('inbox.detail.setStatus')}</legend>
          {ACTIONS.filter((a) => a.status !== message.status).map((a) => (
            <button
              key={a.status}
              type="button"
              className={a.status === 'spam' ? 'btn-ghost text-red-700 hover:bg-red-50' : 'btn-outline'}
              onClick={() => onSetStatus(a.status)}
            >
              {t(`inbox.detail.${a.key}`)}
            </button>
          ))}
        </fieldset>
      }
    >
      <dl className="flex flex-col gap-3">
        <Row label={t('inbox.detail.from')}>
          <span className="block font-medium">{message.name}</span>
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(replySubject)}`}
            className="inline-flex items-center gap-1 break-all text-brand-700 underline hover:text-brand-800"
            title={t('inbox.detail.reply')}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {message.email}
          </a>
          {message.user_id !== null ? (
            <span className="block text-xs text-stone-500">{t('inbox.detail.account', { id: message.user_id })}</span>
          ) : null}
        </Row>
        {message.organisation ? <Row label={t('inbox.detail.organisation')}>{message.organisation}</Row> : null}
        {message.topic ? <Row label={t('inbox.detail.topic')}>{t(`topic.${message.topic}`)}</Row> : null}
        {message.severity ? <Row label={t('inbox.detail.severity')}>{t(`severity.${message.severity}`)}</Row> : null}
        {message.page_url ? (
          <Row label={t('inbox.detail.page')}>
            <span className="font-mono text-xs break-all">{message.page_url}</span>
          </Row>
        ) : null}
        <Row label={t('inbox.detail.tenant')}>{message.tenant_id ?? t('inbox.detail.mainPlatform')}</Row>
        {message.handled_by_name || message.handled_by !== null ? (
          <Row label={t('inbox.detail.handledBy')}>
            {message.handled_by_name ?? `#${message.handled_by}`}{' '}
            <ItemDate date={message.updated_at} locale={language} className="text-stone-500" />
          </Row>
        ) : null}
      </dl>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-stone-900">
        {isBug ? t('inbox.detail.description') : t('inbox.detail.message')}
      </h3>
      <PlainText text={message.message} />
      {message.steps_to_reproduce ? (
        <>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-stone-900">{t('inbox.detail.steps')}</h3>
          <PlainText text={message.steps_to_reproduce} />
        </>
      ) : null}
      {message.user_agent ? (
        <p className="mt-5 text-xs break-words text-stone-500">
          <span className="font-semibold">{t('inbox.detail.browser')}:</span> {message.user_agent}
        </p>
      ) : null}
    </Modal>
  );
}
