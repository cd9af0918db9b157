import type { TAssessmentDefinition } from '@ankur/shared/schemas/readiness';
import { useCallback, useMemo } from 'react';
import { useReadinessManageTranslation } from './i18n';
import { draftProblems, type ProblemWords } from './validation';

/**
 * The problems the editor shows: the draft's own once a save was tried (kept up to date as it is
 * edited), and the API's last 400 until the next change, worded in the language on screen.
 */
export function useProblems(
  draft: TAssessmentDefinition,
  checked: boolean,
  server: Record<string, ProblemWords> | null,
) {
  const { t } = useReadinessManageTranslation();
  const local = useMemo(() => (checked ? draftProblems(draft) : {}), [checked, draft]);
  const problems = useMemo(() => {
    const words: Record<string, string> = {};
    for (const [path, w] of Object.entries({ ...(server ?? {}), ...local })) {
      words[path] = 'text' in w ? w.text : t(`editor.problems.${w.key}`, w.values);
    }
    return words;
  }, [local, server, t]);
  const problem = useCallback((path: string) => problems[path], [problems]);
  const problemWithin = useCallback(
    (path: string) =>
      Object.keys(problems).some((p) => p === path || p.startsWith(`${path}.`) || p.startsWith(`${path}[`)),
    [problems],
  );
  return { problems, problem, problemWithin };
}
