import type {
  TAnswerOption,
  TAnswerType,
  TAssessmentDefinition,
  TDimension,
  TQuestion,
  TSection,
} from '@ankur/shared/schemas/readiness';

/**
 * The draft editor's state: the definition as it was saved and as it is being edited. Every change
 * is one action, so the editor's rules (a new item's unique id, a type change bringing its own
 * settings, a removed dimension leaving no question pointing at it) live here and are tested alone.
 */
export interface EditorState {
  saved: TAssessmentDefinition;
  draft: TAssessmentDefinition;
}

type Meta = Pick<TAssessmentDefinition, 'title' | 'summary' | 'minutes' | 'scoring'>;
type List = 'dimensions' | 'sections';
type QuestionPatch = Partial<Omit<TQuestion, 'type'>>;

export type EditorAction =
  | { type: 'reset'; definition: TAssessmentDefinition }
  | { type: 'meta'; patch: Partial<Meta> }
  | { type: 'add'; list: List }
  | { type: 'remove'; list: List; index: number }
  | { type: 'move'; list: List; index: number; by: -1 | 1 }
  | { type: 'dimension'; index: number; patch: Partial<TDimension> }
  | { type: 'section'; index: number; patch: Partial<Omit<TSection, 'questions'>> }
  | { type: 'addQuestion'; section: number }
  | { type: 'removeQuestion'; section: number; index: number }
  | { type: 'moveQuestion'; section: number; index: number; by: -1 | 1 }
  | { type: 'question'; section: number; index: number; patch: QuestionPatch }
  | { type: 'questionType'; section: number; index: number; answer: TAnswerType }
  | { type: 'option'; section: number; question: number; op: ListOp<TAnswerOption> }
  | { type: 'band'; section: number; question: number; op: ListOp<{ upto: number | null; score: number }> };

/** A change to a small list inside a question (its options, its number bands). */
export type ListOp<T> =
  | { kind: 'add' }
  | { kind: 'remove'; index: number }
  | { kind: 'move'; index: number; by: -1 | 1 }
  | { kind: 'set'; index: number; patch: Partial<T> };

export const initialEditor = (definition: TAssessmentDefinition): EditorState => ({
  saved: definition,
  draft: definition,
});

export const isDirty = (state: EditorState) => JSON.stringify(state.saved) !== JSON.stringify(state.draft);

/** `base` with the first number that makes it unused: q7, section-3, option-2. */
export function freshId(base: string, used: Iterable<string>): string {
  const taken = new Set(used);
  for (let n = 1; ; n++) {
    const id = `${base}${n}`;
    if (!taken.has(id)) return id;
  }
}

const questionIds = (def: TAssessmentDefinition) => def.sections.flatMap((s) => s.questions.map((q) => q.id));

export function move<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

const without = <T>(items: readonly T[], index: number) => items.filter((_, i) => i !== index);
const replace = <T>(items: readonly T[], index: number, item: T) => items.map((x, i) => (i === index ? item : x));

function newOption(options: readonly TAnswerOption[]): TAnswerOption {
  return {
    value: freshId(
      'option-',
      options.map((o) => o.value),
    ),
    label: '',
    score: 0,
  };
}

export function newQuestion(def: TAssessmentDefinition): TQuestion {
  return {
    id: freshId('q', questionIds(def)),
    prompt: '',
    help: '',
    type: 'scale',
    required: true,
    options: [],
    scale: { points: 5, min_label: '', max_label: '' },
    dimension: def.dimensions[0]?.id ?? null,
    weight: 1,
  };
}

/** A question turned into another answer type: it keeps what applies and gets that type's settings. */
export function withAnswerType(q: TQuestion, answer: TAnswerType): TQuestion {
  const { scale: _scale, number: _number, ...rest } = q;
  const base: TQuestion = { ...rest, type: answer, options: [] };
  switch (answer) {
    case 'scale':
      return { ...base, scale: q.scale ?? { points: 5, min_label: '', max_label: '' } };
    case 'choice':
    case 'multi': {
      if (q.options.length >= 2) return { ...base, options: q.options };
      const first = newOption([]);
      return { ...base, options: [first, { ...newOption([first]), score: 1 }] };
    }
    case 'number':
      return { ...base, number: q.number ?? { min: 0, max: null, unit: '', bands: [{ upto: null, score: 1 }] } };
    case 'text':
      return { ...base, dimension: null };
  }
}

function applyOp<T>(items: readonly T[], op: ListOp<T>, add: () => T): T[] {
  switch (op.kind) {
    case 'add':
      return [...items, add()];
    case 'remove':
      return without(items, op.index);
    case 'move':
      return move(items, op.index, op.by);
    case 'set':
      return items.map((x, i) => (i === op.index ? { ...x, ...op.patch } : x));
  }
}

type Band = { upto: number | null; score: number };

/** A new band goes before an open-ended last one, its limit above the last finite limit. */
function bandsAfter(number: { min: number | null; bands: Band[] }, op: ListOp<Band>): Band[] {
  const { bands } = number;
  if (op.kind !== 'add') return applyOp(bands, op, () => ({ upto: null, score: 1 }));
  const open = bands.at(-1)?.upto === null;
  const finite = bands.map((b) => b.upto).filter((u): u is number => u !== null);
  const upto = (finite.at(-1) ?? number.min ?? 0) + 10;
  if (bands.length === 0) return [{ upto: null, score: 1 }];
  return open ? [...bands.slice(0, -1), { upto, score: 0.5 }, ...bands.slice(-1)] : [...bands, { upto, score: 1 }];
}

function editQuestion(def: TAssessmentDefinition, s: number, q: number, edit: (q: TQuestion) => TQuestion) {
  const section = def.sections[s];
  const question = section?.questions[q];
  if (!section || !question) return def;
  return {
    ...def,
    sections: replace(def.sections, s, { ...section, questions: replace(section.questions, q, edit(question)) }),
  };
}

function editSection(def: TAssessmentDefinition, s: number, edit: (s: TSection) => TSection) {
  const section = def.sections[s];
  return section ? { ...def, sections: replace(def.sections, s, edit(section)) } : def;
}

function addTo(def: TAssessmentDefinition, list: List): TAssessmentDefinition {
  if (list === 'dimensions') {
    const dimension: TDimension = {
      id: freshId(
        'dimension-',
        def.dimensions.map((d) => d.id),
      ),
      label: '',
      description: '',
      weight: 1,
      low_advice: '',
      high_advice: '',
      tags: [],
    };
    return { ...def, dimensions: [...def.dimensions, dimension] };
  }
  const section: TSection = {
    id: freshId(
      'section-',
      def.sections.map((s) => s.id),
    ),
    title: '',
    intro: '',
    questions: [newQuestion(def)],
  };
  return { ...def, sections: [...def.sections, section] };
}

function removeDimension(def: TAssessmentDefinition, index: number): TAssessmentDefinition {
  const gone = def.dimensions[index]?.id;
  return {
    ...def,
    dimensions: without(def.dimensions, index),
    // no question keeps pointing at it (it would not save); it scores nothing until given another
    sections: def.sections.map((s) => ({
      ...s,
      questions: s.questions.map((q) => (q.dimension === gone ? { ...q, dimension: null } : q)),
    })),
  };
}

function change(def: TAssessmentDefinition, action: Exclude<EditorAction, { type: 'reset' }>): TAssessmentDefinition {
  switch (action.type) {
    case 'meta':
      return { ...def, ...action.patch };
    case 'add':
      return addTo(def, action.list);
    case 'remove':
      return action.list === 'dimensions'
        ? removeDimension(def, action.index)
        : { ...def, sections: without(def.sections, action.index) };
    case 'move':
      return { ...def, [action.list]: move<unknown>(def[action.list], action.index, action.by) };
    case 'dimension': {
      const dimension = def.dimensions[action.index];
      if (!dimension) return def;
      const next = { ...dimension, ...action.patch };
      const renamed = action.patch.id !== undefined && action.patch.id !== dimension.id;
      return {
        ...def,
        dimensions: replace(def.dimensions, action.index, next),
        // renaming a dimension's id carries its questions along
        sections: renamed
          ? def.sections.map((s) => ({
              ...s,
              questions: s.questions.map((q) => (q.dimension === dimension.id ? { ...q, dimension: next.id } : q)),
            }))
          : def.sections,
      };
    }
    case 'section':
      return editSection(def, action.index, (s) => ({ ...s, ...action.patch }));
    case 'addQuestion':
      return editSection(def, action.section, (s) => ({ ...s, questions: [...s.questions, newQuestion(def)] }));
    case 'removeQuestion':
      return editSection(def, action.section, (s) => ({ ...s, questions: without(s.questions, action.index) }));
    case 'moveQuestion':
      return editSection(def, action.section, (s) => ({ ...s, questions: move(s.questions, action.index, action.by) }));
    case 'question':
      return editQuestion(def, action.section, action.index, (q) => ({ ...q, ...action.patch }));
    case 'questionType':
      return editQuestion(def, action.section, action.index, (q) => withAnswerType(q, action.answer));
    case 'option':
      return editQuestion(def, action.section, action.question, (q) => ({
        ...q,
        options: applyOp(q.options, action.op, () => newOption(q.options)),
      }));
    case 'band':
      return editQuestion(def, action.section, action.question, (q) => {
        const number = q.number ?? { min: null, max: null, unit: '', bands: [] };
        return { ...q, number: { ...number, bands: bandsAfter(number, action.op) } };
      });
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'reset') return initialEditor(action.definition);
  return { ...state, draft: change(state.draft, action) };
}
