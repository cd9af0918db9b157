import type { TBugReportCreated } from '@ankur/shared/schemas/support';
import { Bug, CircleCheck, Home, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { notify } from '../../../components/ui/toaster';
import { useSessionStore } from '../../../stores/session';
import { initialPage } from '../bug-report';
import { BugReportForm } from '../components/bug-report-form';
import { useSupportTranslation } from '../i18n';

function Submitted({ created, onAnother }: { created: TBugReportCreated; onAnother: () => void }) {
  const { t } = useSupportTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
        {t('report.success.title')}
      </h2>
      <p className="text-stone-700">{t('report.success.reference', { id: created.id })}</p>
      <p className="max-w-md text-sm text-stone-600">{t('report.success.body')}</p>
      <div className="mt-3 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <button type="button" className="btn-primary" onClick={onAnother}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('report.success.another')}
        </button>
        <Link to="/" className="btn-outline">
          <Home aria-hidden="true" className="size-4" />
          {t('common.homeLink')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /report-bugs (signed in): files a bug report that administrators read in the Admin Center's
 * inbox. The page it is about comes from `?from=` or the referring page of this site.
 */
export default function ReportBugsScreen() {
  const { t } = useSupportTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const email = useSessionStore((s) => s.user?.email);
  const [page] = useState(() =>
    typeof window === 'undefined' ? '' : initialPage(params, document.referrer, window.location.origin, pathname),
  );
  const [created, setCreated] = useState<TBugReportCreated | null>(null);
  const [round, setRound] = useState(0);

  return (
    <section aria-labelledby="report-bugs-heading" className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex items-start gap-3">
        <span className="mt-1 hidden size-10 shrink-0 items-center justify-center rounded-full bg-soil-100 text-soil-600 sm:flex">
          <Bug aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 id="report-bugs-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('report.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('report.intro')}</p>
          {email ? <p className="mt-1 text-sm break-words text-stone-500">{t('report.replyTo', { email })}</p> : null}
        </div>
      </div>
      <div className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-8">
        {created ? (
          <Submitted
            created={created}
            onAnother={() => {
              setCreated(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <BugReportForm
            key={round}
            initialPage={page}
            onSubmitted={(result) => {
              notify.success(t('report.success.toast'));
              setCreated(result);
            }}
          />
        )}
      </div>
    </section>
  );
}
