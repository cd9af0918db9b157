import type { TCertificate } from '@ankur/shared/schemas/learning';
import { Award, CircleAlert, Compass, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { certificateUrl, useCertificates } from '../api/certificates';
import { CertificateCard } from '../components/certificate-card';
import { usePlannerTranslation } from '../i18n';
import { CATALOGUE_PATH } from '../paths';

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** /certifications: the learner's certificates, each with its public page and a link to share. */
export default function CertificationsScreen() {
  const { t } = usePlannerTranslation();
  const errorText = useErrorText();
  const certificates = useCertificates();

  const copy = async (certificate: TCertificate) => {
    const url = certificateUrl(certificate.verify_path);
    if (await copyText(url)) notify.success(t('certificate.copied'));
    else notify.error(t('certificate.copyFailed', { url }));
  };

  let body: React.ReactNode;
  if (certificates.isPending) {
    body = (
      <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{t('common.loading')}</span>
        {[1, 2].map((n) => (
          <span key={n} aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
        ))}
      </div>
    );
  } else if (certificates.isError) {
    body = (
      <StatePanel
        role="alert"
        tone="error"
        Icon={CircleAlert}
        title={t('certificates.error')}
        body={errorText(certificates.error)}
      >
        <button type="button" className="btn-primary" onClick={() => void certificates.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('common.retry')}
        </button>
      </StatePanel>
    );
  } else if (certificates.data.length === 0) {
    body = (
      <StatePanel role="status" Icon={Award} title={t('certificates.empty.title')} body={t('certificates.empty.body')}>
        <Link to={CATALOGUE_PATH} className="btn-primary">
          <Compass aria-hidden="true" className="size-4" />
          {t('list.empty.browse')}
        </Link>
      </StatePanel>
    );
  } else {
    body = (
      <ul aria-label={t('certificates.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {certificates.data.map((certificate) => (
          <li key={certificate.certificate_id}>
            <CertificateCard certificate={certificate} onCopy={(c) => void copy(c)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="certificates-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        <h1 id="certificates-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('certificates.title')}
        </h1>
        <p className="mt-2 text-stone-600">{t('certificates.intro')}</p>
      </header>
      <div className="mt-6">{body}</div>
    </section>
  );
}
