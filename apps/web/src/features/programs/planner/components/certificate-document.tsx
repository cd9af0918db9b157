import type { TCertificateVerification } from '@ankur/shared/schemas/programs';
import { SproutLogo } from '../../../../components/ui/sprout-logo';
import { usePlannerTranslation } from '../i18n';
import { usePlanFormat } from './plan-format';

/** The certificate as it reads on paper: issuer, title, recipient, program, date and code. */
export function CertificateDocument({ certificate }: { certificate: TCertificateVerification }) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  const revoked = !certificate.valid;

  return (
    <article
      aria-labelledby="certificate-title"
      className="certificate-sheet relative overflow-hidden rounded-sm bg-white p-2 shadow-lg ring-1 ring-stone-300 sm:p-3"
    >
      <div className="flex h-full flex-col items-center justify-between gap-6 border-4 border-double border-brand-700 px-4 py-8 text-center sm:px-10 sm:py-12">
        <header className="flex flex-col items-center gap-2">
          <SproutLogo className="size-12 sm:size-14" />
          <p className="text-xs font-semibold tracking-[0.2em] break-words text-brand-800 uppercase sm:text-sm">
            {certificate.issuer_name}
          </p>
        </header>
        <div className="flex flex-col items-center gap-3">
          <h1 id="certificate-title" className="font-serif text-2xl font-bold tracking-wide text-stone-900 sm:text-4xl">
            {t('verify.title')}
          </h1>
          <p className="text-sm text-stone-600 sm:text-base">{t('verify.certifies')}</p>
          <p className="border-b border-stone-300 px-4 pb-1 font-serif text-2xl break-words text-brand-900 italic sm:text-4xl">
            {certificate.recipient_name}
          </p>
          <p className="text-sm text-stone-600 sm:text-base">{t('verify.completed')}</p>
          <p className="max-w-2xl text-lg font-semibold break-words text-stone-900 sm:text-2xl">
            {certificate.program_name}
          </p>
        </div>
        <dl className="grid w-full max-w-2xl grid-cols-1 gap-4 text-sm sm:grid-cols-2">
          <div className="flex flex-col items-center gap-0.5 border-t border-stone-300 pt-2">
            <dt className="text-xs tracking-wide text-stone-500 uppercase">{t('verify.issuedOn')}</dt>
            <dd className="font-medium text-stone-900">{format.longDate(certificate.issued_at)}</dd>
          </div>
          <div className="flex flex-col items-center gap-0.5 border-t border-stone-300 pt-2">
            <dt className="text-xs tracking-wide text-stone-500 uppercase">{t('certificate.code')}</dt>
            <dd className="font-mono font-medium break-all text-stone-900">{certificate.code}</dd>
          </div>
        </dl>
      </div>
      {revoked ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center font-serif text-6xl font-bold tracking-widest text-red-700/20 uppercase select-none sm:text-8xl"
          style={{ transform: 'rotate(-18deg)' }}
        >
          {t('verify.revokedStamp')}
        </span>
      ) : null}
    </article>
  );
}
