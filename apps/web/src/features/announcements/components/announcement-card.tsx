import type { TAnnouncement } from '@ankur/shared/schemas/announcements';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ItemDate } from '../../../components/ui/item-date';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useAnnouncementsTranslation } from '../i18n';
import { AudienceChip } from './audience-chip';

/**
 * One announcement in the feed: title, author, date, audience chip and the (sanitised) body. A
 * live arrival carries a "New" badge; the one a link pointed at (?a=ID) is outlined. Writers get
 * a Delete button (the screen asks for confirmation).
 */
export function AnnouncementCard({
  item,
  fresh = false,
  linked = false,
  onDelete,
}: {
  item: TAnnouncement;
  fresh?: boolean;
  linked?: boolean;
  onDelete?: (item: TAnnouncement) => void;
}) {
  const { t } = useAnnouncementsTranslation();
  const titleId = useId();
  const tone = linked
    ? 'ring-2 ring-brand-500 bg-brand-50/40'
    : fresh
      ? 'ring-1 ring-brand-300 bg-brand-50/30'
      : 'ring-1 ring-stone-200 bg-white';
  return (
    <article
      id={`announcement-${item.announcement_id}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`flex flex-col gap-2 rounded-xl p-4 transition-shadow focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-5 ${tone}`}
    >
      <div className="flex items-start gap-3">
        <h2 id={titleId} className="min-w-0 flex-1 break-words text-base font-semibold text-stone-900">
          {item.title}
        </h2>
        {fresh ? <Badge tone="green">{t('feed.new')}</Badge> : null}
        {onDelete ? (
          <button
            type="button"
            className="btn-ghost shrink-0 px-2 py-1 text-xs"
            aria-label={t('remove.actionOf', { title: item.title })}
            onClick={() => onDelete(item)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('remove.action')}</span>
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-500">
        <span>{t('feed.by', { name: item.author_name })}</span>
        <span aria-hidden="true">·</span>
        <ItemDate date={item.published_at ?? item.publish_at} />
        <AudienceChip item={item} />
      </div>
      <SafeHtml
        html={item.body}
        className="prose-sm break-words text-sm text-stone-800 [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-2"
      />
    </article>
  );
}
