import type { TAnnouncement } from '@ankur/shared/schemas/announcements';
import { CalendarClock, Pencil, X } from 'lucide-react';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { useLanguage } from '../../../lib/i18n';
import { useScheduledAnnouncements } from '../api/list-announcements';
import { useAnnouncementsTranslation } from '../i18n';
import { AudienceChip } from './audience-chip';

/** "Scheduled" for administrators: what will go out, soonest first, with Edit and Cancel. */
export function ScheduledList({
  onEdit,
  onCancel,
}: {
  onEdit: (item: TAnnouncement) => void;
  onCancel: (item: TAnnouncement) => void;
}) {
  const { t } = useAnnouncementsTranslation();
  const language = useLanguage();
  const scheduled = useScheduledAnnouncements(true);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const items = scheduled.data?.data ?? [];

  return (
    <section aria-labelledby="announcements-scheduled" className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <h2 id="announcements-scheduled" className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('scheduled.title')}
      </h2>
      {scheduled.isPending ? (
        <p role="status" className="mt-2 text-sm text-stone-600">
          {t('common.loading')}
        </p>
      ) : scheduled.isError ? (
        <QueryErrorPanel
          variant="inline"
          inline={{ className: 'mt-2' }}
          title={t('scheduled.error')}
          error={scheduled.error}
          onRetry={() => void scheduled.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('scheduled.empty')}</p>
      ) : (
        <ul aria-label={t('scheduled.title')} className="mt-3 flex flex-col gap-2">
          {items.map((item) => (
            <li
              key={item.announcement_id}
              className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-stone-200 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-stone-900">{item.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-600">
                  <span>{t('scheduled.goesOut', { when: when(item.publish_at) })}</span>
                  <AudienceChip item={item} />
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-outline px-3 py-1.5 text-sm"
                  aria-label={t('scheduled.editOf', { title: item.title })}
                  onClick={() => onEdit(item)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('scheduled.edit')}
                </button>
                <button
                  type="button"
                  className="btn-ghost px-3 py-1.5 text-sm text-red-700"
                  aria-label={t('scheduled.cancelOf', { title: item.title })}
                  onClick={() => onCancel(item)}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('scheduled.cancel')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
