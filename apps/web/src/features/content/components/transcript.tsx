import { languageFontStyle } from '../../../lib/i18n';
import { useContentTranslation } from '../i18n';

/** A podcast's or video's transcript, folded away until asked for (a native disclosure). */
export function Transcript({ text, language }: { text: string; language: string }) {
  const { t } = useContentTranslation();
  const paragraphs = text.split(/\n{2,}|\r\n\r\n/).filter((p) => p.trim());
  return (
    <details className="group mt-5 rounded-xl bg-stone-50 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-stone-900">{t('view.transcript')}</summary>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="mt-3 flex max-h-96 flex-col gap-3 overflow-y-auto text-sm leading-relaxed text-stone-800"
        lang={language}
        style={languageFontStyle(language)}
      >
        {paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
          <p key={i}>{p}</p>
        ))}
      </div>
    </details>
  );
}
