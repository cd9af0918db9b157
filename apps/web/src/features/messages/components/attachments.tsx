import type { TMessageAttachment } from '@ankur/shared/schemas/messages';
import { Download, FileText } from 'lucide-react';
import { useLanguage } from '../../../lib/i18n';
import { useMessagesTranslation } from '../i18n';
import { formatBytes } from './format';
import { safeHref } from './text-tokens';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Only the API's own upload addresses (relative, under /api/uploads/) are linked. */
function uploadHref(url: string): string | null {
  if (url.startsWith('/api/uploads/')) return url;
  const absolute = safeHref(url);
  return absolute && /^https?:/.test(absolute) ? absolute : null;
}

/** A message's files: images as thumbnails that open full size, other files as download cards. */
export function Attachments({ items, own }: { items: TMessageAttachment[]; own: boolean }) {
  const { t } = useMessagesTranslation();
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${own ? 'justify-end' : ''}`}>
      {items.map((file) => {
        const href = uploadHref(file.url);
        if (IMAGE_TYPES.has(file.content_type) && href) {
          return (
            <li key={file.upload_id}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('message.openImage', { name: file.file_name })}
                className="block overflow-hidden rounded-lg ring-1 ring-stone-200"
              >
                <img
                  src={href}
                  alt={file.file_name}
                  loading="lazy"
                  className="max-h-48 max-w-[min(16rem,60vw)] object-cover"
                />
              </a>
            </li>
          );
        }
        return (
          <li key={file.upload_id}>
            <a
              href={href ?? undefined}
              download={file.file_name}
              aria-label={t('message.download', { name: file.file_name })}
              className="flex max-w-[min(18rem,70vw)] items-center gap-3 rounded-lg bg-white px-3 py-2 text-left text-stone-800 ring-1 ring-stone-200 hover:bg-stone-50"
            >
              <FileText aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium">{file.file_name}</span>
                <span className="text-xs text-stone-500">{formatBytes(file.size_bytes, language)}</span>
              </span>
              <Download aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
