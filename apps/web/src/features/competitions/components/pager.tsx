import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCompetitionsTranslation } from '../i18n';

/** Previous / "Page 2 of 5" / Next. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useCompetitionsTranslation();
  if (total <= 1) return null;
  return (
    <nav aria-label={t('pager.pages')} className="mt-6 flex items-center justify-center gap-3">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        {t('pager.previous')}
      </button>
      <span className="text-sm text-stone-700">{t('pager.page', { page, total })}</span>
      <button type="button" className="btn-outline" disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
