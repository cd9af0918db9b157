import {
  ArrowRight,
  BookOpen,
  CheckCircle2,
  ClipboardList,
  Clock,
  ExternalLink,
  FileText,
  ListChecks,
  type LucideIcon,
  PlayCircle,
  Shapes,
} from 'lucide-react';
import type { Ref } from 'react';
import { looksLikeHtml, SafeHtml } from '../../../components/ui/safe-html';
import type { OutlineUnit } from '../api/load-program-outline';
import { useProgramsTranslation } from '../i18n';
import { useProgramFormat } from './format';
import { unitKindOf } from './program-outline';

const KIND_ICONS: Record<ReturnType<typeof unitKindOf>, LucideIcon> = {
  lesson: BookOpen,
  video: PlayCircle,
  document: FileText,
  assignment: ClipboardList,
  quiz: ListChecks,
  other: Shapes,
};

/** Plain-text content as paragraphs (split on blank lines); never parsed as HTML (HTML content goes through SafeHtml). */
export function plainParagraphs(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The content as an http(s) address when it is nothing but one; anything else (javascript:, data:…) is null. */
export function safeExternalUrl(content: string | null | undefined): string | null {
  const text = (content ?? '').trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface UnitCompletionControls {
  completed: boolean;
  saving: boolean;
  onToggle: () => void;
  /** Offered once the unit is completed; null when it is the last unit. */
  onNext: (() => void) | null;
}

/** The unit being read: its name, kind, duration and content, and (when enrolled) "Mark as complete". */
export function LearningUnit({
  unit,
  position,
  headingRef,
  completion,
}: {
  unit: OutlineUnit;
  position: { n: number; total: number };
  headingRef: Ref<HTMLHeadingElement>;
  completion: UnitCompletionControls | null;
}) {
  const { t } = useProgramsTranslation();
  const format = useProgramFormat();
  const kind = unitKindOf(unit.unit_type);
  const Icon = KIND_ICONS[kind];
  const kindName = t(`overview.unitType.${kind}`);
  const link = kind === 'video' || kind === 'document' ? safeExternalUrl(unit.content) : null;
  // authored rich content (HTML) is sanitised and rendered; plain text becomes paragraphs
  const html = !link && unit.content && looksLikeHtml(unit.content) ? unit.content : null;
  const paragraphs = link || html ? [] : plainParagraphs(unit.content);

  return (
    <article aria-labelledby="unit-heading" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <p className="text-xs font-medium text-stone-600">{t('learning.position', position)}</p>
      <h1
        id="unit-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl"
      >
        {unit.unit_name}
      </h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('learning.kind')}</dt>
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          <dd>{kindName}</dd>
        </div>
        {unit.duration_minutes ? (
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">{t('overview.duration')}</dt>
            <Clock aria-hidden="true" className="size-4 text-stone-500" />
            <dd>{format.minutes(unit.duration_minutes)}</dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-5 flex max-w-prose flex-col gap-4 text-base leading-relaxed break-words text-stone-800">
        {link ? (
          <p>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline hover:text-brand-800"
            >
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              {t('learning.openLink', { kind: kindName.toLowerCase() })}
              <span className="sr-only"> {t('learning.newTab')}</span>
            </a>
            <span className="mt-1 block text-xs break-all text-stone-500">{link}</span>
          </p>
        ) : html ? (
          <SafeHtml
            html={html}
            className="flex flex-col gap-4 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          />
        ) : paragraphs.length > 0 ? (
          paragraphs.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text never move
            <p key={index} className="whitespace-pre-line">
              {text}
            </p>
          ))
        ) : (
          <p className="text-stone-600">{t('learning.noContent')}</p>
        )}
      </div>

      {completion ? (
        <div className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-center">
          <button
            type="button"
            className={completion.completed ? 'btn-outline' : 'btn-primary'}
            disabled={completion.saving}
            onClick={completion.onToggle}
          >
            {completion.completed ? <CheckCircle2 aria-hidden="true" className="size-4" /> : null}
            {completion.completed ? t('learning.completedUndo') : t('learning.markComplete')}
          </button>
          {completion.completed && completion.onNext ? (
            <button type="button" className="btn-ghost" onClick={completion.onNext}>
              {t('learning.nextUnit')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          <p role="status" aria-live="polite" className="text-sm text-stone-600 sm:ml-auto">
            {completion.saving ? t('learning.saving') : ''}
          </p>
        </div>
      ) : null}
    </article>
  );
}
