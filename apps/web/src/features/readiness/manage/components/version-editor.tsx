import type { TVersionDetail } from '@ankur/shared/schemas/readiness';
import { READINESS_SECTIONS_MAX } from '@ankur/shared/schemas/readiness';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { EditorContext, useEditor } from '../editor-context';
import { type EditorAction, editorReducer, initialEditor, isDirty } from '../editor-reducer';
import { useReadinessManageTranslation } from '../i18n';
import { useProblems } from '../use-problems';
import { draftProblems, fieldId, type ProblemWords, serverProblems } from '../validation';
import { DetailsEditor } from './details-editor';
import { DimensionsEditor } from './dimensions-editor';
import { EditorToolbar } from './editor-toolbar';
import { ProblemSummary } from './problem-summary';
import { SectionCard } from './section-card';
import { SectionPreview } from './section-preview';

function SectionsEditor({
  sections,
  onPreview,
}: {
  sections: TVersionDetail['definition']['sections'];
  onPreview: (i: number) => void;
}) {
  const { t } = useReadinessManageTranslation();
  const { dispatch, readOnly } = useEditor();
  return (
    <section aria-labelledby="rd-sections" className="flex flex-col gap-3">
      <div>
        <h2 id="rd-sections" className="text-lg font-semibold text-stone-900">
          {t('editor.sections.heading')}
        </h2>
        <p className="text-sm text-stone-600">{t('editor.sections.intro')}</p>
      </div>
      <ol className="flex flex-col gap-4">
        {sections.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ids are edited in place; the position is the item
          <SectionCard key={i} section={s} index={i} count={sections.length} onPreview={onPreview} />
        ))}
      </ol>
      {readOnly ? null : (
        <button
          type="button"
          className="btn-outline self-start"
          disabled={sections.length >= READINESS_SECTIONS_MAX}
          onClick={() => {
            dispatch({ type: 'add', list: 'sections' });
            window.setTimeout(() => document.getElementById(fieldId(`sections[${sections.length}].title`))?.focus(), 0);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.sections.add')}
        </button>
      )}
    </section>
  );
}

const focusProblems = () => window.setTimeout(() => document.getElementById('rd-problems')?.focus(), 0);

/**
 * One version's definition: editable while a draft (Save shows each problem at its field, Publish and
 * Delete after a confirmation), read-only once published or retired. The parent keys it by version
 * and status, so a publish starts it afresh as read-only.
 */
export function VersionEditor({
  detail,
  publishedVersion,
  onDeleted,
}: {
  detail: TVersionDetail;
  /** the version people take now (null when none is published yet) */
  publishedVersion: number | null;
  onDeleted: () => void;
}) {
  const { t } = useReadinessManageTranslation();
  const readOnly = detail.summary.status !== 'draft';
  const [state, apply] = useReducer(editorReducer, detail.definition, initialEditor);
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Record<string, ProblemWords> | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const dirty = isDirty(state);
  const { problems, problem, problemWithin } = useProblems(state.draft, checked, server);

  const dispatch = useCallback((action: EditorAction) => {
    setServer(null);
    apply(action);
  }, []);

  // a draft with unsaved changes asks before the tab is closed
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const context = useMemo(
    () => ({ dispatch, problem, problemWithin, readOnly, dimensions: state.draft.dimensions }),
    [dispatch, problem, problemWithin, readOnly, state.draft.dimensions],
  );

  /** Checks, then saves; true when the server has the draft as shown. */
  const check = () => {
    setChecked(true);
    if (Object.keys(draftProblems(state.draft)).length > 0) {
      focusProblems();
      return false;
    }
    return true;
  };
  const onServerError = (error: unknown) => {
    const named = serverProblems(error);
    if (!named) return false;
    setServer(named);
    focusProblems();
    return true;
  };

  return (
    <EditorContext.Provider value={context}>
      <div className="flex flex-col gap-6">
        <EditorToolbar
          detail={detail}
          draft={state.draft}
          dirty={dirty}
          publishedVersion={publishedVersion}
          check={check}
          onSaved={(saved) => apply({ type: 'reset', definition: saved.definition })}
          onServerError={onServerError}
          onDeleted={onDeleted}
        />
        {readOnly ? (
          <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('editor.version.readOnly', {
              version: detail.summary.version,
              status: t(`editor.statuses.${detail.summary.status}`),
            })}
          </p>
        ) : null}
        <ProblemSummary problems={problems} />
        <DetailsEditor definition={state.draft} />
        <DimensionsEditor dimensions={state.draft.dimensions} />
        <SectionsEditor sections={state.draft.sections} onPreview={setPreview} />
      </div>
      <SectionPreview
        section={preview === null ? null : (state.draft.sections[preview] ?? null)}
        index={preview ?? 0}
        total={state.draft.sections.length}
        onClose={() => setPreview(null)}
      />
    </EditorContext.Provider>
  );
}
