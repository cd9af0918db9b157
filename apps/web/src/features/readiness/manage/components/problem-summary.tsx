import { CircleAlert } from 'lucide-react';
import type { TFunction } from '../../../../lib/i18n';
import { useReadinessManageTranslation } from '../i18n';
import type { ReadinessManageMessages } from '../locales/en';
import { fieldId } from '../validation';

type T = TFunction<ReadinessManageMessages>;

const FIELD_WORDS: Record<string, (t: T) => string> = {
  title: (t) => t('editor.details.title'),
  summary: (t) => t('editor.details.summary'),
  minutes: (t) => t('editor.details.minutes'),
  label: (t) => t('editor.dimensions.label'),
  id: (t) => t('editor.dimensions.id'),
  weight: (t) => t('editor.dimensions.weight'),
  description: (t) => t('editor.dimensions.description'),
  low_advice: (t) => t('editor.dimensions.lowAdvice'),
  high_advice: (t) => t('editor.dimensions.highAdvice'),
  tags: (t) => t('editor.dimensions.tags'),
  intro: (t) => t('editor.sections.introField'),
  questions: (t) => t('editor.sections.questions'),
  prompt: (t) => t('editor.question.prompt'),
  help: (t) => t('editor.question.help'),
  dimension: (t) => t('editor.question.dimension'),
  options: (t) => t('editor.question.options'),
  value: (t) => t('editor.question.optionValue'),
  score: (t) => t('editor.question.optionScore'),
  points: (t) => t('editor.question.points'),
  min: (t) => t('editor.question.min'),
  max: (t) => t('editor.question.max'),
  unit: (t) => t('editor.question.unit'),
  bands: (t) => t('editor.question.bands'),
  upto: (t) => t('editor.question.upto'),
  dimensions: (t) => t('editor.dimensions.heading'),
  sections: (t) => t('editor.sections.heading'),
};

const ITEM_WORDS: Record<string, (t: T, n: number) => string> = {
  dimensions: (t, n) => t('editor.dimensions.item', { n }),
  sections: (t, n) => t('editor.sections.item', { n }),
  questions: (t, n) => t('editor.question.item', { n }),
  options: (t, n) => t('editor.question.option', { n }),
  bands: (t, n) => t('editor.question.band', { n }),
};

/** Where a path points, in words: "Section 2 · Question 3 · Question" for sections[1].questions[2].prompt. */
export function describePath(path: string, t: T): string {
  const parts: string[] = [];
  for (const match of path.matchAll(/([a-z_]+)(?:\[(\d+)\])?/g)) {
    const [, name = '', index] = match;
    if (index !== undefined && ITEM_WORDS[name])
      parts.push((ITEM_WORDS[name] as (t: T, n: number) => string)(t, Number(index) + 1));
    else if (FIELD_WORDS[name]) parts.push((FIELD_WORDS[name] as (t: T) => string)(t));
  }
  return parts.join(' · ') || path;
}

/** The problems standing between the draft and a save, each a link to its field. */
export function ProblemSummary({ problems }: { problems: Record<string, string> }) {
  const { t } = useReadinessManageTranslation();
  const entries = Object.entries(problems);
  if (entries.length === 0) return null;
  return (
    <div
      id="rd-problems"
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4" />
        {t('editor.problems.summary', { count: entries.length })}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        {entries.slice(0, 12).map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              className="underline hover:no-underline"
              onClick={(e) => {
                e.preventDefault();
                const target = document.getElementById(fieldId(path));
                target?.scrollIntoView({ block: 'center' });
                target?.focus();
              }}
            >
              {describePath(path, t)}
            </a>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
