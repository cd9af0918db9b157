import type { TAssignment } from '@ankur/shared/schemas/competitions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveScore, useSaveScore } from '../api/judging';

/** How long after the last change a judge's scores are sent. */
export const SCORE_SAVE_DELAY_MS = 800;

export interface ScoreDraft {
  scores: Record<string, number>;
  comment: string;
}
export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

/**
 * A judge's scores and comment for one assignment, saved as they go: each change is sent
 * SCORE_SAVE_DELAY_MS after the last one (PUT …/score, final false — or true for a score already
 * submitted and still complete, so it stays submitted); a pending change is sent at once when the
 * judge moves to another application, and with keepalive when the page is left.
 */
export function useScoreAutosave(competitionId: number, assignment: TAssignment, criteria: readonly string[]) {
  const mutation = useSaveScore(competitionId);
  const [draft, setDraft] = useState<ScoreDraft>({ scores: assignment.scores, comment: assignment.comment });
  const [state, setState] = useState<SaveState>(assignment.updated_at ? 'saved' : 'idle');
  const pending = useRef<ScoreDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = assignment.assignment_id;
  const wasScored = assignment.status === 'scored';
  const complete = (d: ScoreDraft) => criteria.every((k) => (d.scores[k] ?? 0) >= 1);

  const inputOf = useCallback(
    (d: ScoreDraft, final: boolean) => ({ scores: d.scores, comment: d.comment.trim(), final }),
    [],
  );
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const d = pending.current;
    if (!d) return;
    pending.current = null;
    setState('saving');
    mutation.mutate(
      { assignmentId: id, input: inputOf(d, wasScored && criteria.every((k) => (d.scores[k] ?? 0) >= 1)) },
      {
        onSuccess: () => setState((s) => (s === 'saving' && !pending.current ? 'saved' : s)),
        onError: () => {
          // keep what failed, so Retry (or the next change) sends it again
          pending.current = pending.current ?? d;
          setState('error');
        },
      },
    );
  }, [id, inputOf, mutation, wasScored, criteria]);

  const change = (next: ScoreDraft) => {
    setDraft(next);
    pending.current = next;
    setState('dirty');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, SCORE_SAVE_DELAY_MS);
  };

  // moving to another application (this hook's component unmounts) or leaving the page sends what waits
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => {
    const onLeave = () => {
      const d = pending.current;
      if (!d) return;
      pending.current = null;
      void saveScore(id, inputOf(d, false), true).catch(() => undefined);
    };
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      flushRef.current();
    };
  }, [id, inputOf]);

  /** Submits the score (every criterion scored): final true. */
  const submit = (onDone?: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setState('saving');
    mutation.mutate(
      { assignmentId: id, input: inputOf(draft, true) },
      {
        onSuccess: () => {
          setState('saved');
          onDone?.();
        },
        onError: () => setState('error'),
      },
    );
  };

  return { draft, change, state, retry: flush, submit, complete: complete(draft), error: mutation.error };
}
