import type { TAnnouncement } from '@ankur/shared/schemas/announcements';
import { Globe, GraduationCap, UserRound, Users } from 'lucide-react';
import { useAnnouncementsTranslation } from '../i18n';

const ICONS = { tenant: Users, role: UserRound, cohort: GraduationCap, everyone: Globe } as const;

/** Who an announcement is for, as a small chip. */
export function AudienceChip({ item }: { item: Pick<TAnnouncement, 'audience' | 'audience_name' | 'audience_role'> }) {
  const { t } = useAnnouncementsTranslation();
  const Icon = ICONS[item.audience];
  const name = item.audience_name ?? item.audience_role ?? '';
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`audience.${item.audience}`, { name })}
    </span>
  );
}
