import type { TContent } from '@ankur/shared/schemas/content';
import { FastForward, History, Pause, Play, Rewind } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useContentTranslation } from '../i18n';
import { clock } from './labels';
import { Transcript } from './transcript';
import { useMediaProgress } from './use-media-progress';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

type PodcastDetails = Extract<TContent['details'], { kind: 'podcast' }>;

/**
 * The podcast's player: play/pause, 15 s back and 30 s forward, a seek slider with the time read
 * out, speed, chapters that jump, the transcript, and resume (it starts where the listener left
 * off, says so, and saves the position as they listen).
 */
export function AudioPlayer({ content, details }: { content: TContent; details: PodcastDetails }) {
  const { t } = useContentTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(content.progress?.position ?? 0);
  const [duration, setDuration] = useState(details.duration_seconds);
  const [speed, setSpeed] = useState(1);
  const id = useId();
  const { resumedAt, restore, startOver } = useMediaProgress(
    content.content_id,
    audio,
    content.progress?.position,
    details.duration_seconds,
  );

  if (!content.file) {
    return (
      <div className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600">
        <p>{t('player.noAudio')}</p>
        {details.transcript ? <Transcript text={details.transcript} language={content.language} /> : null}
      </div>
    );
  }
  const jump = (to: number) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = Math.max(0, Math.min(to, duration || to));
    setCurrent(el.currentTime);
  };
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play()?.catch(() => setPlaying(false));
    else el.pause();
  };
  const activeChapter = details.chapters.reduce(
    (found, chapter, i) => (chapter.start_seconds <= current ? i : found),
    -1,
  );

  return (
    <section aria-label={t('player.label')} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the podcast's text */}
      <audio
        ref={audio}
        src={content.file.url}
        preload="metadata"
        onLoadedMetadata={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) setDuration(d);
          restore();
        }}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      {resumedAt !== null ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900"
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
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-ghost p-2"
          aria-label={t('player.back')}
          onClick={() => jump(current - 15)}
        >
          <Rewind className="size-5" aria-hidden />
        </button>
        <button
          type="button"
          className="btn-primary size-12 rounded-full p-0"
          aria-label={playing ? t('player.pause') : t('player.play')}
          onClick={toggle}
        >
          {playing ? <Pause className="size-6" aria-hidden /> : <Play className="size-6" aria-hidden />}
        </button>
        <button
          type="button"
          className="btn-ghost p-2"
          aria-label={t('player.forward')}
          onClick={() => jump(current + 30)}
        >
          <FastForward className="size-5" aria-hidden />
        </button>
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-seek`} className="sr-only">
            {t('player.seek')}
          </label>
          <input
            id={`${id}-seek`}
            type="range"
            min={0}
            max={Math.max(1, Math.round(duration))}
            step={1}
            value={Math.round(current)}
            aria-valuetext={t('player.time', { current: clock(current), total: clock(duration) })}
            onChange={(e) => jump(Number(e.target.value))}
            className="w-full accent-brand-700"
          />
          <span className="text-xs text-stone-600 tabular-nums" aria-hidden>
            {clock(current)} / {clock(duration)}
          </span>
        </div>
        <label className="flex items-center gap-2 text-sm text-stone-700">
          {t('player.speed')}
          <select
            className={`${INPUT_CLASS} w-auto`}
            value={speed}
            onChange={(e) => {
              const next = Number(e.target.value);
              setSpeed(next);
              if (audio.current) audio.current.playbackRate = next;
            }}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>
      {details.chapters.length ? (
        <nav aria-label={t('player.chapters')} className="mt-5">
          <h2 className="text-sm font-semibold text-stone-900">{t('player.chapters')}</h2>
          <ol className="mt-2 flex flex-col gap-1">
            {details.chapters.map((chapter, i) => (
              <li key={`${chapter.start_seconds}-${chapter.title}`}>
                <button
                  type="button"
                  aria-current={i === activeChapter ? 'true' : undefined}
                  className="flex w-full items-baseline gap-3 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-stone-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
                  onClick={() => {
                    jump(chapter.start_seconds);
                    void audio.current?.play()?.catch(() => setPlaying(false));
                  }}
                >
                  <span className="w-14 shrink-0 text-stone-600 tabular-nums">{clock(chapter.start_seconds)}</span>
                  <span className="text-stone-900">{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {details.transcript ? <Transcript text={details.transcript} language={content.language} /> : null}
    </section>
  );
}
