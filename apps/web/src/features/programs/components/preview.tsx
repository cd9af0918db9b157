import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import type { TProgram } from '@ankur/shared/schemas/programs';
import { ArrowRight, Eye, PenLine } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../stores/access';
import { useProgramsTranslation } from '../i18n';

/**
 * "Preview as learner" (issue 19): a program's managers (those who may update "Programs and
 * Courses") see the program's pages as a learner would, every unit open, even on a draft, with
 * nothing recorded: no enrolment is offered, no progress is read or written, quizzes are checked
 * in the browser against the answers managers may read, assignments cannot be submitted.
 */

export const PREVIEW_PARAM = 'preview';

/** `path` with ?preview=1 (or &preview=1) when `on`. */
export function withPreview(path: string, on = true): string {
  if (!on) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=1`;
}

/**
 * Whether the screen shows the learner preview: the person manages programs, and either asked
 * for it (?preview=1) or the program is not published (no learner can enrol in a draft or an
 * archived program, so its managers only ever preview it).
 */
export function usePreview(program: Pick<TProgram, 'status'> | undefined): boolean {
  const canManage = useCan(PROGRAMS_MENU, 'update');
  const [search] = useSearchParams();
  if (!canManage || !program) return false;
  return search.get(PREVIEW_PARAM) === '1' || program.status !== 'published';
}

const STATUS_KEYS = { draft: 'preview.draft', published: 'preview.published', archived: 'preview.archived' } as const;

/** The band on top of every preview screen: what this is, the program's status, the way back. */
export function PreviewBanner({ program }: { program: Pick<TProgram, 'program_id' | 'status'> }) {
  const { t } = useProgramsTranslation();
  const status = program.status in STATUS_KEYS ? STATUS_KEYS[program.status as keyof typeof STATUS_KEYS] : null;
  return (
    <aside
      aria-label={t('preview.label')}
      data-preview-banner=""
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {t('preview.title')}
            {status ? (
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                {t(status)}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm">{t('preview.body')}</p>
        </div>
      </div>
      <Link
        to={`/manage-cohort/${program.program_id}`}
        className="btn-outline shrink-0 self-start bg-white sm:self-center"
      >
        <PenLine aria-hidden="true" className="size-4" />
        {t('preview.backToEditing')}
      </Link>
    </aside>
  );
}

/** In place of the enrolment panel on a previewed program page: where learners enrol, and a way in. */
export function PreviewPanel({ firstUnitPath }: { firstUnitPath: string }) {
  const { t } = useProgramsTranslation();
  return (
    <section aria-labelledby="preview-panel-title" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <h2 id="preview-panel-title" className="font-semibold text-stone-900">
        {t('preview.panelTitle')}
      </h2>
      <p className="mt-2 text-sm text-stone-700">{t('preview.panelBody')}</p>
      <Link to={firstUnitPath} className="btn-primary mt-4 w-full">
        {t('preview.openFirst')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
