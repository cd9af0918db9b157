import type { TCommunityHub } from '@ankur/shared/schemas/community-involvement';
import { CalendarDays, HandHeart, Handshake, Hash, type LucideIcon, UserPlus, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { QueryGate } from '../../../../components/ui/query-gate';
import { useCommunityHub } from '../api/involvement';
import { COMMUNITY_LINKS, formatDate, InvolvementPage, PersonLine } from '../components/page';
import { useInvolvementTranslation } from '../i18n';

/**
 * /community-hub: the community's front page from one call (GET community/hub): trending #topics
 * of the week, active circles, new members, open calls and collaboration requests, a slot for
 * community events (which come with the events feature: it links there, it does not pretend), and
 * links to every community page.
 */
export default function CommunityHubScreen() {
  const { t } = useInvolvementTranslation();
  const hub = useCommunityHub();
  return (
    <InvolvementPage headingId="community-hub-heading" title={t('hub.title')} intro={t('hub.intro')}>
      <QueryGate
        query={hub}
        pending={
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-48 animate-pulse rounded-2xl bg-stone-100" />
            ))}
          </div>
        }
        loadingLabel={t('common.loading')}
        error={{ title: t('hub.loadFailed'), retryLabel: t('common.retry') }}
      >
        {(data) => <Hub data={data} />}
      </QueryGate>
    </InvolvementPage>
  );
}

function Hub({ data }: { data: TCommunityHub }) {
  const { t, i18n } = useInvolvementTranslation();
  const lang = i18n.language;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Panel id="hub-topics" Icon={Hash} title={t('hub.topics')} more="/community">
        {data.topics.length ? (
          <ul className="flex flex-wrap gap-2">
            {data.topics.map((topic) => (
              <li key={topic.topic}>
                <Link
                  to={`/community?topic=${encodeURIComponent(topic.topic)}`}
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 hover:bg-brand-100"
                >
                  #{topic.topic}
                  <span className="text-xs text-brand-700">{t('hub.posts', { count: topic.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('hub.topicsEmpty')}</Empty>
        )}
      </Panel>

      <Panel id="hub-circles" Icon={UsersRound} title={t('hub.circles')} more="/community/groups">
        {data.circles.length ? (
          <ul className="flex flex-col divide-y divide-stone-100">
            {data.circles.map((c) => (
              <li key={c.circle_id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    to={`/community-group/${c.circle_id}`}
                    className="font-medium break-words text-stone-900 hover:underline"
                  >
                    {c.name}
                  </Link>
                  <p className="text-sm text-stone-600">{t('hub.members', { count: c.member_count })}</p>
                </div>
                <Badge tone={c.visibility === 'private' ? 'amber' : 'green'}>
                  {c.visibility === 'private' ? t('hub.private') : t('hub.public')}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('hub.circlesEmpty')}</Empty>
        )}
      </Panel>

      <Panel id="hub-members" Icon={UserPlus} title={t('hub.newMembers')} more="/community/members">
        {data.members.length ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {data.members.map((m) => (
              <li key={m.user_id} className="min-w-0">
                <PersonLine person={m} />
                <p className="mt-0.5 pl-12 text-xs text-stone-500">
                  {t('hub.joined', { date: formatDate(m.joined_at, lang) })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('hub.newMembersEmpty')}</Empty>
        )}
      </Panel>

      <Panel id="hub-events" Icon={CalendarDays} title={t('hub.events')}>
        <p className="text-sm text-stone-600">{t('hub.eventsBody')}</p>
        <Link to="/events" className="btn-outline mt-3 self-start">
          {t('hub.eventsLink')}
        </Link>
      </Panel>

      <Panel id="hub-calls" Icon={HandHeart} title={t('hub.calls')} more="/community/get-involved">
        {data.calls.length ? (
          <ul className="flex flex-col divide-y divide-stone-100">
            {data.calls.map((c) => (
              <li key={c.call_id} className="flex flex-col gap-1 py-2">
                <Link
                  to={`/community/get-involved?call=${c.call_id}`}
                  className="font-medium break-words text-stone-900 hover:underline"
                >
                  {c.title}
                </Link>
                <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                  <Badge tone="green">{t(`kind.${c.kind}`)}</Badge>
                  {c.mode === 'online' ? t('common.online') : c.city}
                  {c.apply_by ? <span>· {t('calls.applyBy', { date: formatDate(c.apply_by, lang) })}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('hub.callsEmpty')}</Empty>
        )}
      </Panel>

      <Panel id="hub-requests" Icon={Handshake} title={t('hub.requests')} more="/collab-hub">
        {data.requests.length ? (
          <ul className="flex flex-col divide-y divide-stone-100">
            {data.requests.map((r) => (
              <li key={r.request_id} className="flex flex-col gap-1 py-2">
                <Link
                  to={`/collab-hub?request=${r.request_id}`}
                  className="font-medium break-words text-stone-900 hover:underline"
                >
                  {r.title}
                </Link>
                <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                  <Badge tone="green">{t(`collabKinds.${r.kind}`)}</Badge>
                  {t(`sectors.${r.sector as 'other'}`)}
                  {r.city ? <span>· {r.city}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('hub.requestsEmpty')}</Empty>
        )}
      </Panel>

      <nav
        aria-labelledby="hub-explore"
        className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 md:col-span-2 sm:p-5"
      >
        <h2 id="hub-explore" className="text-lg font-semibold text-stone-900">
          {t('hub.explore')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {COMMUNITY_LINKS.filter((l) => l.to !== '/community-hub').map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="block rounded-xl bg-stone-50 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-brand-50"
              >
                {t(`nav.${l.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function Panel({
  id,
  Icon,
  title,
  more,
  children,
}: {
  id: string;
  Icon: LucideIcon;
  title: string;
  more?: string;
  children: ReactNode;
}) {
  const { t } = useInvolvementTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          {title}
        </h2>
        {more ? (
          <Link to={more} className="text-sm font-medium text-brand-800 hover:underline">
            {t('hub.seeAll')}
            <span className="sr-only">: {title}</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-stone-600">{children}</p>;
