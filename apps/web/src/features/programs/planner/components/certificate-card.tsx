import type { TCertificate } from '@ankur/shared/schemas/programs';
import { Award, Link2, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { usePlannerTranslation } from '../i18n';
import { usePlanFormat } from './plan-format';

/** One of the learner's certificates: what it is for, who issued it, when, its code and whether it stands. */
export function CertificateCard({
  certificate,
  onCopy,
}: {
  certificate: TCertificate;
  onCopy: (c: TCertificate) => void;
}) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  const revoked = certificate.revoked_at !== null;
  const headingId = `certificate-${certificate.certificate_id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ${revoked ? 'ring-stone-200' : 'ring-brand-200'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${revoked ? 'bg-stone-100 text-stone-500' : 'bg-brand-50 text-brand-700'}`}
        >
          <Award aria-hidden="true" className="size-5" />
        </span>
        <Badge tone={revoked ? 'red' : 'green'}>{revoked ? t('certificate.revoked') : t('certificate.valid')}</Badge>
      </div>
      <h2 id={headingId} className="text-lg font-semibold break-words text-stone-900">
        {certificate.program_name}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('certificate.issuer')}</dt>
        <dd className="break-words text-stone-900">{certificate.issuer_name}</dd>
        <dt className="text-stone-600">{t('certificate.issued')}</dt>
        <dd className="text-stone-900">{format.date(certificate.issued_at)}</dd>
        <dt className="text-stone-600">{t('certificate.code')}</dt>
        <dd className="font-mono text-stone-900 break-all">{certificate.code}</dd>
        {revoked && certificate.revoked_at ? (
          <>
            <dt className="text-stone-600">{t('certificate.revokedOn')}</dt>
            <dd className="text-red-800">{format.date(certificate.revoked_at)}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row">
        <Link
          to={certificate.verify_path}
          className="btn-primary justify-center"
          aria-label={t('certificate.viewNamed', { name: certificate.program_name })}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('certificate.view')}
        </Link>
        <button
          type="button"
          className="btn-outline justify-center"
          aria-label={t('certificate.copyNamed', { name: certificate.program_name })}
          onClick={() => onCopy(certificate)}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t('certificate.copy')}
        </button>
      </div>
    </article>
  );
}
