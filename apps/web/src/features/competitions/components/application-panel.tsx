import type { TCompetitionDetail } from '@ankur/shared/schemas/competitions';
import type { TPersonRef } from '@ankur/shared/schemas/content';
import { CalendarClock, Info, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { useLanguage } from '../../../lib/i18n';
import { useMyApplication } from '../api/applications';
import { useCompetitionsTranslation } from '../i18n';
import { ApplicationForm } from './application-form';
import { formatWhen, isOpenForApplications } from './deadline';

const Notice = ({
  Icon,
  children,
  tone = 'info',
}: {
  Icon: typeof Info;
  children: ReactNode;
  tone?: 'info' | 'warn';
}) => (
  <p
    className={`flex items-start gap-2 rounded-xl p-3 text-sm ${tone === 'warn' ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-200' : 'bg-sky-50 text-sky-950 ring-1 ring-sky-200'}`}
  >
    <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
    <span>{children}</span>
  </p>
);

/**
 * Apply / My application: the state of mine (none yet, a draft, submitted, withdrawn) decides
 * what shows, with the form editable by the lead while applications are open.
 */
export function ApplicationPanel({ competition, me }: { competition: TCompetitionDetail; me: TPersonRef }) {
  const { t } = useCompetitionsTranslation();
  const language = useLanguage();
  const mine = useMyApplication(competition.competition_id);
  const open = isOpenForApplications(competition);
  const closes = formatWhen(competition.closes_at, language);

  if (mine.isPending) {
    return (
      <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-100">
        <span className="sr-only">{t('apply.title')}</span>
      </div>
    );
  }
  if (mine.isError) {
    return <QueryErrorPanel title={t('apply.saveFailed')} error={mine.error} onRetry={() => void mine.refetch()} />;
  }
  const application = mine.data;
  if (!application) {
    if (!open) {
      const upcoming = competition.status === 'open' && Date.parse(competition.opens_at) > Date.now();
      const text = upcoming
        ? t('apply.notOpenYet', { date: formatWhen(competition.opens_at, language) })
        : competition.status === 'open' ||
            competition.status === 'judging' ||
            competition.status === 'results_published'
          ? t('apply.closedNoApplication')
          : t('apply.notOpen');
      return <Notice Icon={upcoming ? CalendarClock : Lock}>{text}</Notice>;
    }
    return (
      <div className="flex flex-col gap-4">
        <Notice Icon={Info}>
          {t('apply.startBody')} {t('apply.editUntil', { date: closes })}
        </Notice>
        <ApplicationForm competition={competition} application={null} me={me} editable />
      </div>
    );
  }
  const isLead = application.lead.user_id === me.user_id;
  const withdrawn = application.status === 'withdrawn';
  const editable = open && isLead && !withdrawn;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="font-medium text-stone-900">
          {t('apply.status', { status: t(`applicationStatuses.${application.status}`) })}
        </span>
        {application.submitted_at ? (
          <span>{t('apply.submittedAt', { date: formatWhen(application.submitted_at, language) })}</span>
        ) : (
          <span>{t('apply.lastSaved', { date: formatWhen(application.updated_at, language) })}</span>
        )}
        {application.round ? (
          <span>
            {t('apply.round', {
              round: application.round.name,
              status: t(`entryStatuses.${application.round.status}`),
            })}
          </span>
        ) : null}
      </div>
      {withdrawn ? <Notice Icon={Info}>{t('apply.withdrawnNotice')}</Notice> : null}
      {!withdrawn && !open ? (
        <Notice Icon={Lock} tone="warn">
          {t('apply.readOnly')}
        </Notice>
      ) : null}
      {!withdrawn && open && !isLead ? (
        <Notice Icon={Info}>{t('apply.notLead', { name: application.lead.name })}</Notice>
      ) : null}
      {editable ? <Notice Icon={CalendarClock}>{t('apply.editUntil', { date: closes })}</Notice> : null}
      <ApplicationForm
        key={application.application_id}
        competition={competition}
        application={application}
        me={me}
        editable={editable}
      />
    </div>
  );
}
