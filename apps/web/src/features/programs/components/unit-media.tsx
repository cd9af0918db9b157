import {
  Download,
  ExternalLink,
  File,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  type LucideIcon,
  Presentation,
  VideoOff,
} from 'lucide-react';
import { useProgramsTranslation } from '../i18n';
import type { DocumentKind, DocumentSource, VideoSource } from './unit-resource';

const LINK = 'inline-flex items-center gap-1.5 font-semibold text-brand-700 underline hover:text-brand-800';

/** A link that opens in a new tab without handing this page over, and says so to screen readers. */
function NewTabLink({ href, children, className = LINK }: { href: string; children: string; className?: string }) {
  const { t } = useProgramsTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      {children}
      <span className="sr-only"> {t('learning.newTab')}</span>
    </a>
  );
}

function Note({ Icon, text }: { Icon: LucideIcon; text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
      {text}
    </p>
  );
}

/**
 * A video unit's player: YouTube and Vimeo in their privacy-enhanced embeds (16:9, lazy, no
 * more permissions than playback needs), an uploaded file in the browser's own player, any other
 * https link as a link, or a note that no video is attached.
 */
export function UnitVideo({ source, title }: { source: VideoSource | null; title: string }) {
  const { t } = useProgramsTranslation();
  if (!source) return <Note Icon={VideoOff} text={t('media.noVideo')} />;
  if (source.kind === 'link') {
    return (
      <p>
        <NewTabLink href={source.url}>{t('media.openVideo')}</NewTabLink>
        <span className="mt-1 block text-xs break-all text-stone-500">{source.url}</span>
      </p>
    );
  }
  if (source.kind === 'file') {
    return (
      <div className="flex flex-col gap-2">
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded talks come without caption files; the description is the text alternative */}
        <video
          controls
          preload="metadata"
          src={source.url}
          aria-label={t('media.videoLabel', { title })}
          className="aspect-video w-full rounded-xl bg-black"
        >
          {t('media.videoFallback')}
        </video>
        <a href={source.url} download className={`${LINK} self-start text-sm`}>
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {t('media.downloadVideo')}
        </a>
      </div>
    );
  }
  const site = source.kind === 'youtube' ? 'YouTube' : 'Vimeo';
  return (
    <figure className="flex flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-stone-900">
        <iframe
          src={source.embedUrl}
          title={t('media.playerTitle', { title })}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <figcaption className="text-sm">
        <NewTabLink href={source.watchUrl}>{t('media.watchOn', { site })}</NewTabLink>
      </figcaption>
    </figure>
  );
}

const DOCUMENT_ICONS: Record<DocumentKind, LucideIcon> = {
  pdf: FileText,
  word: FileText,
  sheet: FileSpreadsheet,
  slides: Presentation,
  image: FileImage,
  video: FileVideo,
  text: FileText,
  other: File,
};

/** A document unit's file as a card: its name and kind, "Download", and "Open" for a PDF or an outside link. */
export function UnitDocument({ source }: { source: DocumentSource | null }) {
  const { t } = useProgramsTranslation();
  if (!source) return <Note Icon={File} text={t('media.noDocument')} />;
  const Icon = DOCUMENT_ICONS[source.kind];
  const canOpen = source.kind === 'pdf' || !source.uploaded;
  return (
    <section
      aria-label={t('media.documentLabel')}
      className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-all text-stone-900">{source.fileName}</p>
        <p className="text-sm text-stone-600">{t(`media.fileKind.${source.kind}`)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {source.uploaded ? (
          <a
            href={source.url}
            download={source.fileName}
            className="btn-primary"
            aria-label={t('media.downloadName', { name: source.fileName })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('media.download')}
          </a>
        ) : null}
        {canOpen ? (
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className={source.uploaded ? 'btn-outline' : 'btn-primary'}
            aria-label={`${t('media.openName', { name: source.fileName })} ${t('learning.newTab')}`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('media.open')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
