import {
  BookOpen,
  ClipboardList,
  Clock,
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
import { AssignmentPanel } from './assignment-panel';
import { useProgramFormat } from './format';
import { unitKindOf } from './program-outline';
import { QuizPlayer } from './quiz-player';
import { UnitCompletion, type UnitCompletionControls } from './unit-completion';
import { UnitDocument, UnitVideo } from './unit-media';
import { parseDocumentUrl, parseVideoUrl } from './unit-resource';

export type { UnitCompletionControls } from './unit-completion';

const KIND_ICONS: Record<ReturnType<typeof unitKindOf>, LucideIcon> = {
  lesson: BookOpen,
  video: PlayCircle,
  document: FileText,
  assignment: ClipboardList,
  quiz: ListChecks,
  other: Shapes,
};

const RICH_TEXT =
  'flex flex-col gap-4 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

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

/** Quiz content from before issue 8 held the questions as JSON; that is never shown as an introduction. */
export function isLegacyQuizJson(content: string | null | undefined): boolean {
  const text = (content ?? '').trim();
  if (!text.startsWith('{')) return false;
  try {
    return typeof JSON.parse(text) === 'object';
  } catch {
    return false;
  }
}

/**
 * A video or document unit's resource and the text to show with it. The address is resource_url;
 * older units held a lone link in `content`, which is used when resource_url is empty and the
 * link is usable (then it is not repeated as text).
 */
export function unitResource<T>(unit: OutlineUnit, parse: (address: string | null | undefined) => T | null) {
  const fromField = parse(unit.resource_url);
  if (fromField || unit.resource_url) return { source: fromField, description: unit.content };
  const fromContent = safeExternalUrl(unit.content) ? parse(unit.content) : null;
  return { source: fromContent, description: fromContent ? null : unit.content };
}

/** Authored content: sanitised HTML, or plain text as paragraphs; `empty` when there is none. */
function UnitText({ content, empty }: { content: string | null | undefined; empty: string | null }) {
  if (content && looksLikeHtml(content)) return <SafeHtml html={content} className={RICH_TEXT} />;
  const paragraphs = plainParagraphs(content);
  if (paragraphs.length === 0) return empty ? <p className="text-stone-600">{empty}</p> : null;
  return paragraphs.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text never move
    <p key={index} className="whitespace-pre-line">
      {text}
    </p>
  ));
}

/** In place of the assignment form in a preview: what learners do here; nothing can be sent. */
function AssignmentPreview() {
  const { t } = useProgramsTranslation();
  return (
    <section
      aria-labelledby="assignment-preview-title"
      className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id="assignment-preview-title" className="font-semibold">
        {t('preview.assignmentTitle')}
      </h2>
      <p className="mt-1">{t('preview.assignmentBody')}</p>
    </section>
  );
}

function UnitBody({ unit, programId, preview }: { unit: OutlineUnit; programId: number; preview: boolean }) {
  const { t } = useProgramsTranslation();
  const kind = unitKindOf(unit.unit_type);
  const text = (content: string | null | undefined, empty: string | null = null) =>
    !empty && !content?.trim() ? null : (
      <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed break-words text-stone-800">
        <UnitText content={content} empty={empty} />
      </div>
    );
  switch (kind) {
    case 'video': {
      const { source, description } = unitResource(unit, parseVideoUrl);
      return (
        <>
          <UnitVideo source={source} title={unit.unit_name} />
          {text(description)}
        </>
      );
    }
    case 'document': {
      const { source, description } = unitResource(unit, parseDocumentUrl);
      return (
        <>
          <UnitDocument source={source} />
          {text(description)}
        </>
      );
    }
    case 'quiz':
      return (
        <>
          {text(isLegacyQuizJson(unit.content) ? null : unit.content)}
          <QuizPlayer key={unit.unit_id} programId={programId} unitId={unit.unit_id} preview={preview} />
        </>
      );
    case 'assignment':
      return (
        <>
          {text(unit.content)}
          {preview ? (
            <AssignmentPreview />
          ) : (
            <AssignmentPanel key={unit.unit_id} programId={programId} unitId={unit.unit_id} />
          )}
        </>
      );
    default:
      return text(unit.content, t('learning.noContent'));
  }
}

/**
 * The unit being read: its name, kind and duration, then what the kind needs (a lesson's text, a
 * video player, a document's download card, a quiz, an assignment), and how it is completed.
 */
export function LearningUnit({
  unit,
  programId,
  position,
  headingRef,
  completion,
  preview = false,
}: {
  unit: OutlineUnit;
  programId: number;
  position: { n: number; total: number };
  headingRef: Ref<HTMLHeadingElement>;
  /** null in a preview: nothing is recorded */
  completion: UnitCompletionControls | null;
  /** a learner preview (components/preview.tsx): quizzes checked locally, no assignment form */
  preview?: boolean;
}) {
  const { t } = useProgramsTranslation();
  const format = useProgramFormat();
  const kind = unitKindOf(unit.unit_type);
  const Icon = KIND_ICONS[kind];

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
        {/* a dl group holds only its dt and dd (axe definition-list): the icon goes inside the dd */}
        <div>
          <dt className="sr-only">{t('learning.kind')}</dt>
          <dd className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-4 text-brand-700" />
            {t(`overview.unitType.${kind}`)}
          </dd>
        </div>
        {unit.duration_minutes ? (
          <div>
            <dt className="sr-only">{t('overview.duration')}</dt>
            <dd className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-stone-500" />
              {format.minutes(unit.duration_minutes)}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-5 flex min-w-0 flex-col gap-5">
        <UnitBody unit={unit} programId={programId} preview={preview} />
      </div>

      {completion ? <UnitCompletion kind={kind} controls={completion} /> : null}
    </article>
  );
}
