import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useContentTranslation } from '../i18n';

/** Previous / "Page 2 of 5" / Next. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useContentTranslation();
  if (total <= 1) return null;
  return (
    <nav aria-label={t('explorer.pages')} className="mt-6 flex items-center justify-center gap-3">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        {t('explorer.previous')}
      </button>
      <span className="text-sm text-stone-700">{t('explorer.page', { page, total })}</span>
      <button type="button" className="btn-outline" disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t('explorer.next')}
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
