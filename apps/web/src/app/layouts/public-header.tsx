import {
  HEADER_COHORT_PATH,
  PARENTAL_CONSENT_PATH,
  SIGN_IN_INTERACTION_PATH,
  SIGN_IN_PATH,
} from '@ankur/shared/routes';
import { Menu, X } from 'lucide-react';
import { type ComponentType, useEffect, useId, useState } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { BrandLink } from '../../components/ui/brand-link';
import { LanguageSwitch } from '../../components/ui/language-switch';
import type { HeaderCohortLinkProps } from '../../features/programs/planner/components/header-cohort-link';
import { useShellTranslation } from '../../features/shell/i18n';
import { goToRegister, goToSignIn } from '../../lib/auth-redirect';
import { LANDING_PATHS, LANDING_SECTION_IDS, LANDING_SECTIONS } from '../../lib/landing-sections';
import { useScrollSpy } from '../../lib/use-scroll-spy';
import { useSessionStore } from '../../stores/session';

/** The identity screens, whose card carries its own language switch: the header leaves its one out there. */
const OWN_LANGUAGE_SWITCH_PATHS = [SIGN_IN_PATH, SIGN_IN_INTERACTION_PATH, PARENTAL_CONSENT_PATH];

function profilePath(userId: number | undefined): string {
  return userId === undefined ? '/account' : `/user/profile/${userId}`;
}

/** The signed-in user's enrolment in the header's cohort, and the link that shows it. */
interface HeaderCohort {
  userId: number;
  status: string;
  CohortLink: ComponentType<HeaderCohortLinkProps>;
}

/**
 * SPEC §7: the header fetches the signed-in user's enrolment in program 2 (programs-enrolled,
 * filtered by user_id and program_id, fields program_id and enrollment_status). The request and
 * the link that shows its answer load on demand, only when signed in, so the landing page's first
 * download does not grow (there is no QueryClient in the public shell: a plain effect that aborts
 * on unmount). Until it answers, or if it fails, the plain Dashboard link stays.
 */
function useHeaderCohort(userId: number | undefined): HeaderCohort | null {
  const [cohort, setCohort] = useState<HeaderCohort | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    Promise.all([
      import('../../lib/resources').then(({ fetchHeaderEnrollment }) =>
        fetchHeaderEnrollment(userId, { signal: controller.signal }),
      ),
      import('../../features/programs/planner/components/header-cohort-link'),
    ])
      .then(([enrolment, { default: CohortLink }]) => {
        if (controller.signal.aborted) return;
        setCohort({ userId, status: enrolment?.enrollment_status ?? 'none', CohortLink });
      })
      .catch(() => {
        // unknown: the plain Dashboard link stays
      });
    return () => controller.abort();
  }, [userId]);
  return cohort && cohort.userId === userId ? cohort : null;
}

function AuthActions({ onNavigate, cohort }: { onNavigate: () => void; cohort: HeaderCohort | null }) {
  const { t } = useShellTranslation();
  const user = useSessionStore((state) => state.user);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const rehydration = useSessionStore((state) => state.rehydrationStatus);
  const signOut = useSessionStore((state) => state.signOut);

  if (rehydration === 'idle' || rehydration === 'loading') {
    return <div className="h-9 w-40" aria-hidden="true" />;
  }

  if (isLoggedIn) {
    const linkClass = 'btn-ghost';
    return (
      <>
        {cohort ? (
          <cohort.CohortLink
            status={cohort.status}
            dashboardLabel={t('publicHeader.dashboard')}
            className={linkClass}
            onNavigate={onNavigate}
          />
        ) : (
          <Link to={HEADER_COHORT_PATH} className={linkClass} onClick={onNavigate}>
            {t('publicHeader.dashboard')}
          </Link>
        )}
        <Link to="/community" className={linkClass} onClick={onNavigate}>
          {t('publicHeader.community')}
        </Link>
        <Link to={profilePath(user?.user_id)} className={linkClass} onClick={onNavigate}>
          {t('publicHeader.profile')}
        </Link>
        <button type="button" className="btn-outline" onClick={() => void signOut()}>
          {t('publicHeader.signOut')}
        </button>
      </>
    );
  }

  return (
    <>
      <button type="button" className="btn-outline" onClick={goToRegister}>
        {t('publicHeader.register')}
      </button>
      <button type="button" className="btn-primary" onClick={() => goToSignIn()}>
        {t('publicHeader.login')}
      </button>
    </>
  );
}

/** The header of public pages: section links, and Register/Login or the signed-in shortcuts. */
export function PublicHeader() {
  const { t } = useShellTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const onLanding = LANDING_PATHS.has(location.pathname);
  const activeSection = useScrollSpy(LANDING_SECTION_IDS, onLanding);
  const showLanguageSwitch = !OWN_LANGUAGE_SWITCH_PATHS.some((path) => matchPath(path, location.pathname));
  const signedInUserId = useSessionStore((state) => (state.isLoggedIn ? state.user?.user_id : undefined));
  const cohort = useHeaderCohort(signedInUserId);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  const sectionLinks = LANDING_SECTIONS.map((section) => {
    const active = onLanding && activeSection === section.id;
    return (
      <li key={section.id}>
        <Link
          to={{ pathname: onLanding ? location.pathname : '/', hash: `#${section.id}` }}
          onClick={close}
          aria-current={active ? 'location' : undefined}
          className={`block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700 ${
            active ? 'text-brand-700 xl:bg-brand-50' : 'text-stone-700'
          }`}
        >
          {t(`sections.${section.labelKey}`)}
        </Link>
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-cream/95 backdrop-blur print:hidden">
      {/* the section links, the language switch and the actions fit on one row from xl (1280 px) up,
          in Hindi as in English; below that they sit behind the menu button */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink to="/" />
        <nav aria-label={t('sections.navLabel')} className="hidden xl:block">
          <ul className="flex items-center gap-1">{sectionLinks}</ul>
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          {showLanguageSwitch ? (
            <LanguageSwitch className="mr-1 rounded-lg border border-stone-200 bg-white/70 p-0.5 [&_button]:px-2 [&_button]:py-0.5" />
          ) : null}
          <AuthActions onNavigate={close} cohort={cohort} />
        </div>
        <button
          type="button"
          className="btn-ghost px-2 xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('common.closeMenu') : t('common.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-stone-200 bg-cream px-4 pb-4 xl:hidden">
        <nav aria-label={t('sections.navLabel')}>
          <ul className="flex flex-col py-2">{sectionLinks}</ul>
        </nav>
        <div className="flex flex-wrap gap-2">
          <AuthActions onNavigate={close} cohort={cohort} />
        </div>
        {showLanguageSwitch ? (
          <div className="mt-3 border-t border-stone-200 pt-3">
            <LanguageSwitch className="w-fit" />
          </div>
        ) : null}
      </div>
    </header>
  );
}
