import type { TEventDetail } from '@ankur/shared/schemas/events';
import { FileQuestion, Lock, PenLine } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useLanguage } from '../../../lib/i18n';
import { useManagedEvent } from '../api/manage';
import { formatInZone } from '../components/editor/zoned-time';
import { AttendanceCounters } from '../components/manage/attendance-counters';
import { CheckInPanel } from '../components/manage/check-in-panel';
import { useManageTranslation } from '../components/manage/i18n';
import { RegistrationsPanel } from '../components/manage/registrations-panel';
import { ReportPanel } from '../components/manage/report-panel';

const TABS = ['registrations', 'checkIn', 'report'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /event/manage/:eventId — the organiser's dashboard: live counts, registrations, check-in at the door, the report. */
export default function EventManageScreen() {
  const { t } = useManageTranslation();
  const { eventId } = useParams();
  const id = Number(eventId);
  const validId = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const event = useManagedEvent(validId ? id : 0);
  const notFound = (
    <StatePanel Icon={FileQuestion} title={t('editor.notFound')} body={t('editor.notFoundBody')} heading="h1">
      <Link to="/events" className="btn-primary">
        {t('editor.back')}
      </Link>
    </StatePanel>
  );
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {!validId ? (
        notFound
      ) : (
        <QueryGate query={event} error={{ title: t('manage.loadFailed'), heading: 'h1' }} notFound={notFound}>
          {(found) =>
            found.can_manage ? (
              <Dashboard event={found} />
            ) : (
              <StatePanel Icon={Lock} title={t('manage.noAccess')} body={t('manage.noAccessBody')} heading="h1">
                <Link to={`/events/${found.event_id}`} className="btn-primary">
                  {t('manage.viewPage')}
                </Link>
              </StatePanel>
            )
          }
        </QueryGate>
      )}
    </section>
  );
}

function Dashboard({ event }: { event: TEventDetail }) {
  const { t } = useManageTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'registrations';
  const open = (next: string) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.set('tab', next);
        return search;
      },
      { replace: true },
    );
  const place =
    event.format === 'online' ? t('editor.formats.online') : [event.venue_name, event.city].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-800">{t('manage.title')}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{event.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <Badge>{t(`statuses.${event.status}`)}</Badge>
            <span>{formatInZone(event.starts_at, event.time_zone, language)}</span>
            {place ? <span>{place}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/events/${event.event_id}`} className="btn-outline">
            {t('manage.viewPage')}
          </Link>
          <Link to={`/manage-event/${event.event_id}`} className="btn-primary">
            <PenLine className="size-4" aria-hidden />
            {t('manage.edit')}
          </Link>
        </div>
      </header>
      <AttendanceCounters eventId={event.event_id} capacity={event.capacity} />
      <Tabs.Root value={tab} onValueChange={open} activationMode="manual">
        <Tabs.List
          aria-label={t('manage.tabsLabel')}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
        >
          {TABS.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800"
            >
              {t(`manage.tabs.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((key) => (
          <Tabs.Content key={key} value={key} className="pt-5 focus-visible:outline-none">
            {tab === key ? (
              key === 'registrations' ? (
                <RegistrationsPanel eventId={event.event_id} timeZone={event.time_zone} />
              ) : key === 'checkIn' ? (
                <CheckInPanel eventId={event.event_id} timeZone={event.time_zone} />
              ) : (
                <ReportPanel eventId={event.event_id} />
              )
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
