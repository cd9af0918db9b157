import type { LegalSection } from '../content/types';
import { useActiveSection } from '../hooks/use-active-section';
import { useLegalTranslation } from '../i18n';
import { fillPlaceholders, type LegalVariables } from './legal-text';

interface LegalTocProps {
  sections: readonly LegalSection[];
  variables: LegalVariables;
}

/** "On this page": a numbered list of links to the sections, marking the one being read. */
export function LegalToc({ sections, variables }: LegalTocProps) {
  const { t } = useLegalTranslation();
  const active = useActiveSection(sections.map((section) => section.id));
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="legal-toc-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
        {t('onThisPage')}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => {
          const current = section.id === active;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                className={`flex gap-2 rounded-md border-l-2 py-1 pr-2 pl-3 leading-snug hover:bg-stone-100 hover:text-stone-900 ${
                  current ? 'border-brand-600 font-semibold text-brand-800' : 'border-transparent text-stone-700'
                }`}
              >
                <span aria-hidden="true" className="w-5 shrink-0 tabular-nums text-stone-600">
                  {index + 1}.
                </span>
                <span>{fillPlaceholders(section.heading, variables)}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
