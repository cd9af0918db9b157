import { READINESS_QUESTIONS_PER_SECTION_MAX, type TSection } from '@ankur/shared/schemas/readiness';
import { Eye, Plus } from 'lucide-react';
import { useEditor } from '../editor-context';
import { useReadinessManageTranslation } from '../i18n';
import { fieldId } from '../validation';
import { ListProblem, TextField } from './fields';
import { ItemActions } from './item-actions';
import { QuestionCard } from './question-card';

/** One section (a step of the survey): title, id, introduction and its questions. */
export function SectionCard({
  section,
  index,
  count,
  onPreview,
}: {
  section: TSection;
  index: number;
  count: number;
  onPreview: (index: number) => void;
}) {
  const { t } = useReadinessManageTranslation();
  const { dispatch, readOnly } = useEditor();
  const at = `sections[${index}]`;
  const name = section.title || t('editor.sections.untitled');
  const headingId = `rd-section-${index}-heading`;
  return (
    <li
      id={`rd-section-${index}`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 text-base font-semibold break-words text-stone-900">
          <span className="text-stone-500">{t('editor.sections.item', { n: index + 1 })} · </span>
          {name}
        </h3>
        <div className="flex items-center gap-1">
          <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => onPreview(index)}>
            <Eye aria-hidden="true" className="size-4" />
            {t('editor.sections.preview')}
            <span className="sr-only">: {name}</span>
          </button>
          {readOnly ? null : (
            <ItemActions
              what={name}
              index={index}
              count={count}
              idPrefix="rd-section"
              onMove={(by) => dispatch({ type: 'move', list: 'sections', index, by })}
              onRemove={() => dispatch({ type: 'remove', list: 'sections', index })}
              canRemove={count > 1}
              confirm={{
                title: t('editor.sections.remove.title', { title: name }),
                body: t('editor.sections.remove.body', { count: section.questions.length }),
                label: t('editor.sections.remove.confirm'),
              }}
            />
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField
          path={`${at}.title`}
          label={t('editor.sections.title')}
          required
          maxLength={160}
          value={section.title}
          onChange={(title) => dispatch({ type: 'section', index, patch: { title } })}
        />
        <TextField
          path={`${at}.id`}
          label={t('editor.sections.id')}
          required
          maxLength={60}
          value={section.id}
          onChange={(id) => dispatch({ type: 'section', index, patch: { id } })}
        />
      </div>
      <TextField
        path={`${at}.intro`}
        label={t('editor.sections.introField')}
        rows={2}
        maxLength={2000}
        value={section.intro}
        onChange={(intro) => dispatch({ type: 'section', index, patch: { intro } })}
      />
      <h4 className="text-sm font-semibold text-stone-800">{t('editor.sections.questions')}</h4>
      <ListProblem path={`${at}.questions`} />
      <ol className="flex flex-col gap-2">
        {section.questions.map((q, qi) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ids are edited in place; the position is the item
          <QuestionCard key={qi} q={q} section={index} index={qi} count={section.questions.length} />
        ))}
      </ol>
      {readOnly ? null : (
        <button
          type="button"
          className="btn-outline self-start"
          disabled={section.questions.length >= READINESS_QUESTIONS_PER_SECTION_MAX}
          onClick={() => {
            const next = section.questions.length;
            dispatch({ type: 'addQuestion', section: index });
            window.setTimeout(() => {
              const card = document.getElementById(`rd-${index}-question-${next}`);
              if (card instanceof HTMLDetailsElement) card.open = true;
              document.getElementById(fieldId(`${at}.questions[${next}].prompt`))?.focus();
            }, 0);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.sections.addQuestion')}
        </button>
      )}
    </li>
  );
}
