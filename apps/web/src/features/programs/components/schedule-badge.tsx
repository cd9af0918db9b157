import type { ProgramSchedule } from '@ankur/shared/program-schedule';
import { Infinity as Always, CalendarClock, CircleCheckBig, type LucideIcon, Play } from 'lucide-react';
import { useProgramsTranslation } from '../i18n';

/** Colours keep text at 4.5:1 or more on their backgrounds (WCAG 1.4.3). */
const LOOK: Record<ProgramSchedule, { Icon: LucideIcon; className: string }> = {
  running: { Icon: Play, className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  upcoming: { Icon: CalendarClock, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
  self_paced: { Icon: Always, className: 'bg-violet-50 text-violet-900 ring-violet-200' },
  ended: { Icon: CircleCheckBig, className: 'bg-stone-100 text-stone-700 ring-stone-300' },
};

/** Where a program stands in time as a small pill: "Running", "Upcoming", "Self-paced" or "Ended". */
export function ScheduleBadge({ schedule, className = '' }: { schedule: ProgramSchedule; className?: string }) {
  const { t } = useProgramsTranslation();
  const { Icon, className: look } = LOOK[schedule];
  return (
    <span
      data-schedule={schedule}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${look} ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {t(`schedule.${schedule}`)}
    </span>
  );
}
