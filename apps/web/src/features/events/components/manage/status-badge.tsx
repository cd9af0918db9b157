import type { TRegistrationStatus } from '@ankur/shared/schemas/events';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { useManageTranslation } from './i18n';

const TONE: Record<TRegistrationStatus, BadgeTone> = {
  pending: 'amber',
  confirmed: 'green',
  waitlisted: 'blue',
  declined: 'red',
  cancelled: 'stone',
};

export function RegistrationBadge({ status }: { status: TRegistrationStatus }) {
  const { t } = useManageTranslation();
  return <Badge tone={TONE[status]}>{t(`registrationStatuses.${status}`)}</Badge>;
}

/** A time of day in the event's zone ("10:42 am"). */
export function timeInZone(iso: string, timeZone: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { timeZone, timeStyle: 'short' }).format(
      new Date(iso),
    );
  } catch {
    return iso;
  }
}
