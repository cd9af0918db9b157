import type { TVersionStatus } from '@ankur/shared/schemas/readiness';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { useReadinessManageTranslation } from '../i18n';

const TONES: Record<TVersionStatus, BadgeTone> = { draft: 'amber', published: 'green', retired: 'stone' };

export function VersionStatus({ status }: { status: TVersionStatus }) {
  const { t } = useReadinessManageTranslation();
  return <Badge tone={TONES[status]}>{t(`editor.statuses.${status}`)}</Badge>;
}
