import type { TContent } from '@ankur/shared/schemas/content';
import { History } from 'lucide-react';
import { useRef } from 'react';
import { useContentTranslation } from '../i18n';
import { clock } from './labels';
import { Transcript } from './transcript';
import { useMediaProgress } from './use-media-progress';

type VideoDetails = Extract<TContent['details'], { kind: 'video' }>;

/** The YouTube video id of a watch, short or embed address; null when it is none. */
export function youTubeId(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^www\.|^m\./, '');
    if (host === 'youtu.be') return u.pathname.slice(1).split('/')[0] || null;
    if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      if (u.pathname === '/watch') return u.searchParams.get('v');
      const m = u.pathname.match(/^\/(embed|shorts|live)\/([\w-]{6,})/);
      return m?.[2] ?? null;
    }
  } catch {
    return null;
  }
  return null;
}

/** The Vimeo video id of a vimeo.com or player.vimeo.com address; null when it is none. */
export function vimeoId(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (!/(^|\.)vimeo\.com$/.test(u.hostname)) return null;
    return u.pathname.match(/(\d{5,})/)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The embed address of a video: YouTube without its tracking cookies (youtube-nocookie.com), or Vimeo's player. */
export function embedUrl(details: VideoDetails): string | null {
  if (details.source === 'youtube') {
    const id = youTubeId(details.url);
    return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : null;
  }
  if (details.source === 'vimeo') {
    const id = vimeoId(details.url);
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}

/** A video: an uploaded file in the browser's player (with resume), or a YouTube/Vimeo embed. */
export function VideoPlayer({ content, details }: { content: TContent; details: VideoDetails }) {
  const { t } = useContentTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const { resumedAt, restore, startOver } = useMediaProgress(
    content.content_id,
    video,
    content.progress?.position,
    details.duration_seconds,
  );
  const embed = embedUrl(details);
  const title = t('view.videoTitle', { title: content.title });
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      {details.source === 'upload' && content.file ? (
        <>
          {resumedAt !== null ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900"
            >
              <span className="inline-flex items-center gap-2 font-medium">
                <History className="size-4" aria-hidden />
                {t('player.resumeFrom', { time: clock(resumedAt) })}
              </span>
              <button type="button" className="btn-ghost text-sm" onClick={startOver}>
                {t('player.startOver')}
              </button>
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/useMediaCaption: the transcript below carries the words */}
          <video
            ref={video}
            src={content.file.url}
            controls
            preload="metadata"
            onLoadedMetadata={restore}
            className="aspect-video w-full rounded-2xl bg-black"
            aria-label={title}
          />
        </>
      ) : embed ? (
        <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
          <iframe
            src={embed}
            title={title}
            className="size-full"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </div>
      ) : (
        <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600">{t('view.noVideo')}</p>
      )}
      {details.transcript ? <Transcript text={details.transcript} language={content.language} /> : null}
    </section>
  );
}
