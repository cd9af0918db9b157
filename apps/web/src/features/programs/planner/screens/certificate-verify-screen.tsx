import type { TCertificateVerification } from '@ankur/shared/schemas/programs';
import { CircleCheck, CircleX, Printer, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { ApiError } from '../../../../lib/api-client';
import { config } from '../../../../lib/config';
import { useCertificateVerification } from '../api/certificates';
import { CertificateDocument } from '../components/certificate-document';
import { CodeLookupForm } from '../components/code-lookup-form';
import { todayIso, usePlanFormat } from '../components/plan-format';
import { usePlannerTranslation } from '../i18n';
import '../components/certificate-print.css';

/**
 * /certificates/verify/:code (public, signed in or not): what the certificate says and whether it
 * stands, ready to print on one A4 landscape sheet; an unknown code offers to check another.
 */
export default function CertificateVerifyScreen() {
  const { t } = usePlannerTranslation();
  const code = (useParams().code ?? '').trim();
  const verification = useCertificateVerification(code);
  const unknown =
    code === '' || (verification.error instanceof ApiError && [400, 404].includes(verification.error.status));

  let body: React.ReactNode;
  if (unknown) {
    body = (
      <StatePanel
        heading="h1"
        headingId="verify-heading"
        role="status"
        Icon={SearchX}
        title={t('verify.unknown.title')}
        body={code ? t('verify.unknown.body', { code }) : t('verify.unknown.bodyEmpty')}
      >
        <CodeLookupForm key={code} />
      </StatePanel>
    );
  } else {
    body = (
      <QueryGate
        query={verification}
        loadingLabel={t('verify.checking')}
        pending={
          <span
            aria-hidden="true"
            className="block aspect-[297/210] w-full animate-pulse rounded-sm bg-white ring-1 ring-stone-200"
          />
        }
        error={{ title: t('verify.error'), heading: 'h1', headingId: 'verify-heading' }}
      >
        {(certificate) => <Verified certificate={certificate} />}
      </QueryGate>
    );
  }
  const labelledBy =
    unknown || verification.isError ? 'verify-heading' : verification.data ? 'certificate-title' : undefined;
  return (
    <section
      aria-labelledby={labelledBy}
      aria-busy={verification.isPending && !unknown}
      className="certificate-print mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10"
    >
      {body}
    </section>
  );
}

/** A certificate the code names: valid or revoked, the document, and Print. */
function Verified({ certificate }: { certificate: TCertificateVerification }) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  const valid = certificate.valid;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className={`flex items-start gap-3 rounded-2xl p-4 ring-1 ${
          valid ? 'bg-brand-50 text-brand-900 ring-brand-300' : 'bg-red-50 text-red-900 ring-red-300'
        }`}
      >
        {valid ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-brand-700" />
        ) : (
          <CircleX aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-red-700" />
        )}
        <div className="min-w-0">
          <p className="text-lg font-bold tracking-wide uppercase">
            {valid ? t('verify.validBanner') : t('verify.revokedBanner')}
          </p>
          <p className="text-sm">
            {valid
              ? t('verify.validBody')
              : certificate.revoked_at
                ? t('verify.revokedBody', { date: format.date(certificate.revoked_at) })
                : t('verify.revokedBodyUndated')}
          </p>
        </div>
      </div>
      <CertificateDocument certificate={certificate} />
      <p className="text-center text-sm text-stone-600">
        {t('verify.verifiedBy', { brand: config.brandName, date: format.longDate(todayIso()) })}
      </p>
      <div className="flex flex-col items-center gap-6 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('verify.print')}
        </button>
        <details className="w-full max-w-md rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <summary className="cursor-pointer text-sm font-semibold text-stone-800">
            {t('verify.lookup.another')}
          </summary>
          <div className="mt-3">
            <CodeLookupForm />
          </div>
        </details>
      </div>
    </div>
  );
}
