import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  GraduationCap,
  Lock,
  type LucideIcon,
  MessageSquare,
  MessageSquareWarning,
  Trophy,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';
import { useAccessCheck, useAccessStatus, useWorkspaceAccess } from '../../../stores/access';
import { activeRoleOf, useSessionStore } from '../../../stores/session';
import { appIcon } from '../components/app-icons';
import { useAppLabel } from '../components/app-names';
import { appsFor, type GridApp } from '../components/apps-catalogue';
import { useLockedAppChoice, useUnlockedApps } from '../components/locked-apps';
import { ComingUp, DueThisWeek, RequestsWaiting } from '../home/agenda-blocks';
import { isFirstVisit, useMyLearning, useUpcoming, useVisit } from '../home/api';
import { ContinueLearning } from '../home/continue-learning';
import { useHomeTranslation } from '../home/i18n';
import { NextSteps } from '../home/next-steps';

/** How many apps the home shows; the rest are a click away in the header's apps grid. */
export const HOME_APPS_SHOWN = 8;

type StartKey = 'learning' | 'events' | 'competitions' | 'content' | 'messages' | 'profile';

const START: readonly { key: StartKey; route: string; Icon: LucideIcon }[] = [
  { key: 'learning', route: '/learning-journey', Icon: GraduationCap },
  { key: 'events', route: '/events', Icon: CalendarDays },
  { key: 'competitions', route: '/competitions', Icon: Trophy },
  { key: 'content', route: '/contents', Icon: BookOpen },
  { key: 'messages', route: '/messages', Icon: MessageSquare },
  { key: 'profile', route: '/account', Icon: UserRound },
];

const TILE =
  'flex h-full flex-col items-center gap-2 rounded-xl bg-white p-4 text-center text-sm font-medium text-stone-800 ring-1 ring-stone-200 transition hover:ring-brand-400 hover:text-brand-800';

function AppTile({ app }: { app: GridApp }) {
  const chooseLocked = useLockedAppChoice();
  const label = useAppLabel();
  const Icon = appIcon(app.name);
  const body = (
    <>
      <span className="relative flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
        {app.locked ? (
          <span className="absolute -right-1 -top-1 flex size-4 items-center justify-center rounded-full bg-amber-500 text-white">
            <Lock className="size-2.5" aria-hidden />
          </span>
        ) : null}
      </span>
      <span className="break-words">{label(app.name)}</span>
    </>
  );
  return app.locked ? (
    // SPEC §8: a locked app alerts; then /membership shows how to unlock it
    <button type="button" className={`${TILE} w-full`} onClick={() => chooseLocked()}>
      {body}
    </button>
  ) : (
    <Link to={app.route} className={TILE}>
      {body}
    </Link>
  );
}

function YourApps() {
  const { t } = useHomeTranslation();
  const can = useAccessCheck();
  const workspace = useWorkspaceAccess();
  const status = useAccessStatus();
  const loadPrivileges = useSessionStore((state) => state.loadPrivileges);
  const unlocked = useUnlockedApps();
  const apps = useMemo(() => appsFor(can, workspace, unlocked), [can, workspace, unlocked]);

  if (status === 'loading') {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('home.appsLoading')}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
        <p>{t('home.appsFailed')}</p>
        <button type="button" className="btn-outline" onClick={() => void loadPrivileges()}>
          {t('home.appsRetry')}
        </button>
      </div>
    );
  }
  if (apps.length === 0) return <p className="text-sm text-stone-600">{t('home.appsEmpty')}</p>;
  const rest = apps.length - HOME_APPS_SHOWN;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {apps.slice(0, HOME_APPS_SHOWN).map((app) => (
          <li key={app.name}>
            <AppTile app={app} />
          </li>
        ))}
      </ul>
      {rest > 0 ? <p className="mt-3 text-sm text-stone-600">{t('home.appsMore', { count: rest })}</p> : null}
    </>
  );
}

/** The banner: "Welcome" on a first visit (no earlier sign-in), "Welcome back" after. */
function Greeting({ first }: { first: boolean | undefined }) {
  const { t } = useHomeTranslation();
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.currentRole) ?? activeRoleOf(user);
  const name = user?.firstName?.trim() || user?.username;
  // until the visit is known (or if it cannot be), the plain "Welcome" fits either case
  const back = first === false;
  let heading: string;
  if (back) heading = name ? t('home.greeting', { name }) : t('home.greetingAnonymous');
  else heading = name ? t('home.greetingFirst', { name }) : t('home.greetingFirstAnonymous');
  return (
    <section aria-labelledby="home-greeting" className="rounded-2xl bg-brand-800 px-6 py-8 text-white sm:px-10">
      <h1 id="home-greeting" className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h1>
      {role ? <p className="mt-2 text-brand-100">{t('home.acting', { role: role.display_name })}</p> : null}
      {first === undefined ? null : (
        <p className="mt-1 text-brand-50">{t(first ? 'home.introFirst' : 'home.intro', { brand: config.brandName })}</p>
      )}
    </section>
  );
}

/**
 * /home (and /community, the Home tab): a greeting that knows a first visit, the person's learning
 * (continue, requests waiting, due this week, coming up), the apps the role may open, where to
 * start, the release note.
 */
export default function HomeScreen({ feed }: { feed?: ReactNode } = {}) {
  const { t } = useHomeTranslation();
  const learning = useMyLearning();
  const visit = useVisit();
  const upcoming = useUpcoming();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Greeting first={isFirstVisit(visit.data)} />

      <div className="mt-8 grid gap-4 lg:grid-cols-3">
        <NextSteps />
        <ContinueLearning query={learning} />
        <RequestsWaiting query={learning} />
        <DueThisWeek query={learning} />
        <ComingUp query={upcoming} />
      </div>

      {/* /community adds the community feed (features/community/feed) */}
      {feed ? <div className="mt-10">{feed}</div> : null}

      <section aria-labelledby="home-apps" className="mt-10">
        <h2 id="home-apps" className="text-xl font-semibold text-stone-900">
          {t('home.appsHeading')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-600">{t('home.appsIntro')}</p>
        <YourApps />
      </section>

      <section aria-labelledby="home-start" className="mt-10">
        <h2 id="home-start" className="text-xl font-semibold text-stone-900">
          {t('home.startHeading')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {START.map(({ key, route, Icon }) => (
            <li key={key}>
              <Link
                to={route}
                className="group flex h-full gap-4 rounded-xl bg-white p-5 ring-1 ring-stone-200 transition hover:ring-brand-400"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-soil-100 text-soil-600">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="flex items-center gap-1 font-semibold text-stone-900 group-hover:text-brand-800">
                    {t(`start.${key}.title`)}
                    <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
                  </span>
                  <span className="mt-1 block text-sm text-stone-600">{t(`start.${key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="home-release"
        className="mt-10 flex flex-col gap-4 rounded-2xl bg-soil-100 p-6 sm:flex-row sm:items-center"
      >
        <div className="min-w-0 flex-1">
          <h2 id="home-release" className="font-semibold text-stone-900">
            {t('home.releaseHeading')}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t('home.releaseText')}</p>
        </div>
        <Link to="/report-bugs?from=/community" className="btn-outline shrink-0 bg-white">
          <MessageSquareWarning className="size-4" aria-hidden />
          {t('home.releaseAction')}
        </Link>
      </section>
    </div>
  );
}
