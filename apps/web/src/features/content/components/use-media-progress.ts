import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { saveProgress } from '../api/content';

/** How often a playing video or podcast saves where the reader is. */
export const PROGRESS_SAVE_MS = 10_000;

/** A position worth resuming from: past the first seconds and before the last ones. */
export function resumable(position: number | undefined, duration: number): boolean {
  if (!position || position < 5) return false;
  return duration <= 0 || position < duration - 5;
}

/**
 * Where the reader left off in an <audio> or <video>: starts there once the media knows its length
 * (and says so), saves the position every ~10 s while playing, on pause, after a seek and on leaving.
 */
export function useMediaProgress(
  contentId: number,
  media: RefObject<HTMLMediaElement | null>,
  initialPosition: number | undefined,
  knownDuration: number,
) {
  const lastSaved = useRef<number>(initialPosition ?? 0);
  const [resumedAt, setResumedAt] = useState<number | null>(
    resumable(initialPosition, knownDuration) ? (initialPosition ?? 0) : null,
  );
  const restored = useRef(false);

  const save = useCallback(
    (from?: HTMLMediaElement | null) => {
      const el = from ?? media.current;
      if (!el) return;
      const position = el.currentTime;
      if (!Number.isFinite(position) || Math.abs(position - lastSaved.current) < 1) return;
      lastSaved.current = position;
      const duration = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : knownDuration;
      const percent = duration > 0 ? (position / duration) * 100 : 0;
      void saveProgress(contentId, position, percent).catch(() => {
        // a missed save is caught up by the next one
        lastSaved.current = -1;
      });
    },
    [contentId, media, knownDuration],
  );

  /** Call from onLoadedMetadata: jumps to where the reader left off, once. */
  const restore = useCallback(() => {
    const el = media.current;
    if (!el || restored.current) return;
    restored.current = true;
    if (resumedAt !== null) el.currentTime = resumedAt;
  }, [media, resumedAt]);

  const startOver = useCallback(() => {
    const el = media.current;
    if (el) el.currentTime = 0;
    setResumedAt(null);
    lastSaved.current = -1;
  }, [media]);

  // every ~10 s while playing
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const saveNow = () => save(el);
    const onPlay = () => {
      if (!timer) timer = setInterval(saveNow, PROGRESS_SAVE_MS);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = null;
      saveNow();
    };
    el.addEventListener('play', onPlay);
    el.addEventListener('pause', stop);
    el.addEventListener('ended', stop);
    el.addEventListener('seeked', saveNow);
    window.addEventListener('pagehide', saveNow);
    return () => {
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', stop);
      el.removeEventListener('ended', stop);
      el.removeEventListener('seeked', saveNow);
      window.removeEventListener('pagehide', saveNow);
      if (timer) clearInterval(timer);
      // leaving the piece (another route) saves too
      saveNow();
    };
  }, [media, save]);

  return { resumedAt, restore, startOver, save };
}
