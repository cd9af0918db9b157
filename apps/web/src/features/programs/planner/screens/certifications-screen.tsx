import type { TCertificate } from '@ankur/shared/schemas/programs';
import { Award, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
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
  const certificates = useCertificates();

  const copy = async (certificate: TCertificate) => {
    const url = certificateUrl(certificate.verify_path);
    if (await copyText(url)) notify.success(t('certificate.copied'));
    else notify.error(t('certificate.copyFailed', { url }));
  };

  const body = (
    <QueryGate
      query={certificates}
      pendingClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      pending={[1, 2].map((n) => (
        <span key={n} aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
      ))}
      error={{ title: t('certificates.error') }}
    >
      {(list) =>
        list.length === 0 ? (
          <StatePanel
            role="status"
            Icon={Award}
            title={t('certificates.empty.title')}
            body={t('certificates.empty.body')}
          >
            <Link to={CATALOGUE_PATH} className="btn-primary">
              <Compass aria-hidden="true" className="size-4" />
              {t('list.empty.browse')}
            </Link>
          </StatePanel>
        ) : (
          <ul aria-label={t('certificates.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((certificate) => (
              <li key={certificate.certificate_id}>
                <CertificateCard certificate={certificate} onCopy={(c) => void copy(c)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryGate>
  );

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
