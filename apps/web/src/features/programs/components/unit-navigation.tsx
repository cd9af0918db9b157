import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useProgramsTranslation } from '../i18n';

/** Previous and Next below a unit (SPEC §4 "Unit navigation"); each is disabled, with a hint, at its end. */
export function UnitNavigation({
  onPrevious,
  onNext,
}: {
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const { t } = useProgramsTranslation();
  return (
    <nav aria-label={t('learning.navLabel')} className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col items-start gap-1">
          <button
            type="button"
            className="btn-outline"
            disabled={!onPrevious}
            aria-describedby={onPrevious ? undefined : 'unit-first-hint'}
            onClick={onPrevious ?? undefined}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('learning.previous')}
          </button>
          {onPrevious ? null : (
            <span id="unit-first-hint" className="text-xs text-stone-600">
              {t('learning.firstUnitHint')}
            </span>
          )}
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <button
            type="button"
            className="btn-primary"
            disabled={!onNext}
            aria-describedby={onNext ? undefined : 'unit-last-hint'}
            onClick={onNext ?? undefined}
          >
            {t('learning.next')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
          {onNext ? null : (
            <span id="unit-last-hint" className="text-xs text-stone-600">
              {t('learning.lastUnitHint')}
            </span>
          )}
        </div>
      </div>
      <p className="hidden text-xs text-stone-500 sm:block">{t('learning.keyboardHint')}</p>
    </nav>
  );
}
