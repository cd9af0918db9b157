import { Lock } from 'lucide-react';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useEventsTranslation } from '../i18n';

/** Whether a failed query is the API's refusal (403): the role lacks 'Event' read. */
export const isRefused = (query: { isError: boolean; error: unknown }) =>
  query.isError && query.error instanceof ApiError && query.error.status === 403;

/** "Events are not open to your role", with what to do instead. */
export function EventsNoAccess() {
  const { t } = useEventsTranslation();
  return <StatePanel Icon={Lock} heading="h2" title={t('finder.noAccess')} body={t('finder.noAccessBody')} />;
}
