import { PROGRAM_STATUSES } from '@ankur/shared/schemas/programs';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import type { ProgramStatus } from '../../../../lib/resources';
import { useProgramsManageTranslation } from '../i18n';

const TONES: Record<ProgramStatus, BadgeTone> = { draft: 'amber', published: 'green', archived: 'stone' };

export function isProgramStatus(value: unknown): value is ProgramStatus {
  return (PROGRAM_STATUSES as readonly unknown[]).includes(value);
}

/** A program's status as a pill: Draft, Published or Archived. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useProgramsManageTranslation();
  const known = isProgramStatus(status) ? status : 'draft';
  return <Badge tone={TONES[known]}>{t(`status.${known}`)}</Badge>;
}
