import type { TContent } from '@ankur/shared/schemas/content';
import { Download } from 'lucide-react';
import { SafeHtml } from '../../../components/ui/safe-html';
import { notify } from '../../../components/ui/toaster';
import { languageFontStyle } from '../../../lib/i18n';
import { useDownload } from '../api/content';
import { useContentTranslation } from '../i18n';
import { AudioPlayer } from './audio-player';
import { isPdf } from './labels';
import { VideoPlayer } from './video-player';

/** Starts the browser's download of a file address (the server answers with Content-Disposition). */
function startDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Download: records the download (my library lists it) and fetches the file. */
export function DownloadButton({ content }: { content: TContent }) {
  const { t } = useContentTranslation();
  const download = useDownload();
  if (!content.file) return <p className="text-sm text-stone-600">{t('view.noFile')}</p>;
  const size = content.file.size_bytes;
  const sizeText =
    size >= 1_048_576 ? `${(size / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;
  return (
    <button
      type="button"
      className="btn-primary self-start"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(content.content_id, {
          onSuccess: ({ url }) => startDownload(url),
          onError: () => notify.error(t('view.downloadFailed')),
        })
      }
    >
      <Download className="size-4" aria-hidden />
      {t('view.download')}
      <span className="text-xs font-normal">
        ({content.file.file_name}, {sizeText})
      </span>
    </button>
  );
}

function Prose({ html, language }: { html: string; language: string }) {
  return (
    <div lang={language} style={languageFontStyle(language)}>
      <SafeHtml
        html={html}
        className="break-words text-base leading-relaxed text-stone-800 [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mt-3 [&_ul]:list-disc"
      />
    </div>
  );
}

function Section({ title, text, language }: { title: string; text: string; language: string }) {
  if (!text.trim()) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div
        className="flex flex-col gap-3 leading-relaxed text-stone-800"
        lang={language}
        style={languageFontStyle(language)}
      >
        {text
          .split(/\n{2,}/)
          .filter((p) => p.trim())
          .map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
            <p key={i}>{p}</p>
          ))}
      </div>
    </section>
  );
}

/** The part of a piece that depends on its kind: the article's text, the player, the sections, the file. */
export function KindBody({ content }: { content: TContent }) {
  const { t } = useContentTranslation();
  const { details, language } = content;
  const notes = content.body_html.trim() ? (
    <section className="flex flex-col gap-2">
      {details.kind !== 'article' ? <h2 className="text-lg font-semibold text-stone-900">{t('view.notes')}</h2> : null}
      <Prose html={content.body_html} language={language} />
    </section>
  ) : null;
  switch (details.kind) {
    case 'article':
      return notes;
    case 'podcast':
      return (
        <div className="flex flex-col gap-6">
          <AudioPlayer content={content} details={details} />
          {notes}
        </div>
      );
    case 'video':
      return (
        <div className="flex flex-col gap-6">
          <VideoPlayer content={content} details={details} />
          {notes}
        </div>
      );
    case 'case_study':
      return (
        <div className="flex flex-col gap-6">
          {details.organisation ? (
            <p className="text-sm text-stone-700">
              <span className="font-semibold">{t('view.organisation')}:</span> {details.organisation}
            </p>
          ) : null}
          <Section title={t('view.context')} text={details.context} language={language} />
          <Section title={t('view.challenge')} text={details.challenge} language={language} />
          <Section title={t('view.approach')} text={details.approach} language={language} />
          <Section title={t('view.outcome')} text={details.outcome} language={language} />
          {notes}
        </div>
      );
    case 'template':
      return (
        <div className="flex flex-col gap-6">
          <DownloadButton content={content} />
          <Section title={t('view.templatePreview')} text={details.preview} language={language} />
          {notes}
        </div>
      );
    default:
      return (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200">
            {details.authors ? <Meta term={t('view.authors')} value={details.authors} /> : null}
            {details.publisher ? <Meta term={t('view.publisher')} value={details.publisher} /> : null}
            {details.year ? <Meta term={t('view.year')} value={String(details.year)} /> : null}
            {details.isbn ? <Meta term={t('view.isbn')} value={details.isbn} /> : null}
            {details.pages ? <Meta term={t('view.pages')} value={String(details.pages)} /> : null}
          </dl>
          <DownloadButton content={content} />
          {content.file && isPdf(content.file.content_type) ? (
            <section aria-label={t('view.pdfPreview')}>
              <h2 className="mb-2 text-lg font-semibold text-stone-900">{t('view.preview')}</h2>
              <iframe
                src={content.file.url}
                title={t('view.pdfPreview')}
                className="h-[70vh] w-full rounded-2xl bg-stone-100 ring-1 ring-stone-200"
                loading="lazy"
              />
            </section>
          ) : null}
          {notes}
        </div>
      );
  }
}

function Meta({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-medium text-stone-600">{term}</dt>
      <dd className="text-stone-900">{value}</dd>
    </>
  );
}
