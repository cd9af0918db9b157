import { Ban, CircleCheck, CircleDashed, Clock, GraduationCap, type LucideIcon, Undo2 } from 'lucide-react';
import type { EnrollmentState } from '../api/list-my-enrollments';
import { useProgramsTranslation } from '../i18n';

/** Colours keep text at 4.5:1 or more on their backgrounds (WCAG 1.4.3). */
const LOOK: Record<EnrollmentState, { Icon: LucideIcon; className: string }> = {
  enrolled: { Icon: CircleCheck, className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  pending: { Icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  completed: { Icon: GraduationCap, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
  withdrawn: { Icon: Undo2, className: 'bg-stone-100 text-stone-700 ring-stone-200' },
  rejected: { Icon: Ban, className: 'bg-red-50 text-red-800 ring-red-200' },
  none: { Icon: CircleDashed, className: 'bg-white text-stone-600 ring-stone-200' },
};

/** The learner's enrolment state as a small pill; screen readers hear "Your enrolment: …". */
export function EnrollmentBadge({ state, className = '' }: { state: EnrollmentState; className?: string }) {
  const { t } = useProgramsTranslation();
  const { Icon, className: look } = LOOK[state];
  const label = t(`enrolment.${state}`);
  return (
    <span
      data-enrolment={state}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${look} ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('catalogue.enrolmentState', { state: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
