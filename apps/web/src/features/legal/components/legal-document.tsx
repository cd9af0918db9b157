import { ArrowRight, ArrowUp, FileText, Printer, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { SproutLogo } from '../../../components/ui/sprout-logo';
import { config } from '../../../lib/config';
import { type Language, useLanguage } from '../../../lib/i18n';
import type { LegalDocument, LegalKind, LegalSection } from '../content/types';
import { useLegalDocument } from '../hooks/use-legal-document';
import { useLegalTranslation } from '../i18n';
import { CookieSettings } from './cookie-settings';
import { GrievanceBox } from './grievance-box';
import { fillPlaceholders, LegalText, type LegalVariables } from './legal-text';
import { LegalToc } from './legal-toc';

/** Each document's counterpart (the cross-link) and the section that explains grievances. */
const DOCUMENTS: Readonly<Record<LegalKind, { other: LegalKind; path: string; grievanceSection: string }>> = {
  terms: { other: 'privacy', path: '/terms-of-service', grievanceSection: 'grievance-redressal' },
  privacy: { other: 'terms', path: '/privacy-policy', grievanceSection: 'grievance-officer' },
};

/** "1 November 2026" / "1 नवंबर 2026" for an ISO date. */
export function formatLegalDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The Terms of Service or the Privacy Policy in the language on screen, loading it when needed. */
export function LegalDocumentPage({ kind }: { kind: LegalKind }) {
  const state = useLegalDocument(kind);
  if (state.status === 'loading') return <DocumentLoader />;
  if (state.status === 'error') return <DocumentLoadError retry={state.retry} />;
  return <LegalDocumentView kind={kind} content={state.document} />;
}

function DocumentLoader() {
  const { t } = useLegalTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4">
      <SproutLogo className="size-12 animate-sprout" />
      <span className="text-sm text-stone-700">{t('loading')}</span>
    </div>
  );
}

function DocumentLoadError({ retry }: { retry: () => void }) {
  const { t } = useLegalTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <p className="text-stone-800">{t('loadFailed')}</p>
      <button type="button" className="btn-primary mt-4" onClick={retry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('retry')}
      </button>
    </div>
  );
}

/** The values of the documents' {{brand}} and {{contact}} in the language on screen. */
function useLegalVariables(): LegalVariables {
  const { t } = useLegalTranslation();
  const email = config.contactEmail;
  return {
    brand: config.brandName,
    contact: email ? t('contact.withEmail', { email }) : t('contact.withoutEmail'),
  };
}

function LegalSectionView({
  section,
  index,
  variables,
}: {
  section: LegalSection;
  index: number;
  variables: LegalVariables;
}) {
  return (
    <section aria-labelledby={section.id} className="mt-10 first:mt-0">
      <h2
        id={section.id}
        className="scroll-mt-8 text-xl font-semibold text-stone-900 sm:text-2xl print:break-after-avoid"
      >
        <span aria-hidden="true" className="mr-2 tabular-nums text-stone-600">
          {index + 1}.
        </span>
        {fillPlaceholders(section.heading, variables)}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          <LegalText text={paragraph} variables={variables} />
        </p>
      ))}
      {section.list ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-stone-500">
          {section.list.map((item) => (
            <li key={item} className="pl-1">
              <LegalText text={item} variables={variables} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          <LegalText text={paragraph} variables={variables} />
        </p>
      ))}
      {section.action === 'cookie-settings' ? <CookieSettings /> : null}
    </section>
  );
}

/**
 * Scrolls to the section named by the address (/privacy-policy#cookies) once the text is there: the
 * browser's own jump happens before a document loaded on demand has rendered.
 */
function useScrollToHash(content: LegalDocument) {
  const { hash } = useLocation();
  const scrolledFor = useRef<LegalDocument | null>(null);
  useEffect(() => {
    if (scrolledFor.current === content) return;
    scrolledFor.current = content;
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [content, hash]);
}

/** The shared layout of both documents: title, date, summary, contents, sections and help. */
export function LegalDocumentView({ kind, content }: { kind: LegalKind; content: LegalDocument }) {
  const { t } = useLegalTranslation();
  const language = useLanguage();
  const variables = useLegalVariables();
  const { other, grievanceSection } = DOCUMENTS[kind];
  const otherPath = DOCUMENTS[other].path;
  useScrollToHash(content);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 text-base leading-7 text-stone-800 sm:px-6 sm:py-12 lg:grid lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between lg:gap-x-12 print:block print:max-w-none print:p-0 print:text-black">
      <header className="max-w-3xl lg:col-start-1 lg:row-start-1 print:max-w-none">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1
              id="legal-title"
              tabIndex={-1}
              className="scroll-mt-24 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
            >
              {content.title}
            </h1>
            <p className="mt-2 text-sm text-stone-700">
              {t('lastUpdated')}: <time dateTime={content.updated}>{formatLegalDate(content.updated, language)}</time>
            </p>
          </div>
          <button type="button" className="btn-outline print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('print')}
          </button>
        </div>
        <p className="mt-6 text-base leading-7 text-stone-800 sm:text-lg sm:leading-8">
          <LegalText text={content.intro} variables={variables} />
        </p>
        <section
          aria-labelledby="legal-summary-heading"
          className="mt-6 rounded-2xl border border-soil-400/50 bg-soil-100 p-5 sm:p-6 print:bg-transparent"
        >
          <h2 id="legal-summary-heading" className="text-lg font-semibold text-stone-900">
            {t('inShort')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-900 marker:text-soil-600">
            {content.summary.map((point) => (
              <li key={point}>
                <LegalText text={point} variables={variables} />
              </li>
            ))}
          </ul>
        </section>
      </header>

      <div className="mt-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-2 print:hidden">
        <LegalToc sections={content.sections} variables={variables} />
      </div>

      <div className="mt-10 max-w-3xl lg:col-start-1 lg:row-start-2 lg:mt-12 print:max-w-none">
        {content.sections.map((section, index) => (
          <LegalSectionView key={section.id} section={section} index={index} variables={variables} />
        ))}

        <GrievanceBox sectionId={grievanceSection} />

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between print:hidden">
          <Link
            to={otherPath}
            className="group flex min-w-0 flex-1 items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-400 hover:bg-brand-50"
          >
            <FileText aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block text-sm text-stone-700">{t('seeAlso')}</span>
              <span className="block font-semibold text-stone-900">{t(`otherDocument.${other}`)}</span>
              <span className="block text-sm text-stone-700">
                {t(`otherDocumentHint.${other}`, { brand: config.brandName })}
              </span>
            </span>
            <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700 group-hover:translate-x-0.5" />
          </Link>
          <a
            href="#legal-title"
            className="inline-flex items-center gap-1.5 self-start rounded-md px-2 py-1 text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950 sm:self-center"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {t('backToTop')}
          </a>
        </div>
      </div>
    </div>
  );
}
