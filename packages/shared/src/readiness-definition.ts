import type { TAssessmentDefinition } from './schemas/readiness.ts';

/**
 * What zod cannot say about an assessment's definition (issue 24), checked by the API when a draft
 * is saved (400 naming each path) and by the editor before it saves: ids are unique (answers are
 * keyed by question id across the whole assessment), every question scores into a dimension that
 * exists, each answer type carries only its own configuration, choices have at least two options,
 * number scoring bands rise, and every dimension has at least one question that scores into it.
 * Pure: no I/O.
 */

export interface DefinitionProblem {
  /** where, from the definition down: `definition.sections[1].questions[0].dimension` */
  path: string;
  message: string;
}

export function definitionProblems(def: TAssessmentDefinition, root = 'definition'): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path: `${root}.${path}`, message });

  const dimensionIds = new Set<string>();
  def.dimensions.forEach((d, i) => {
    if (dimensionIds.has(d.id)) add(`dimensions[${i}].id`, `Dimension id "${d.id}" is used twice`);
    dimensionIds.add(d.id);
  });

  const sectionIds = new Set<string>();
  const questionIds = new Set<string>();
  const scored = new Set<string>();
  def.sections.forEach((s, si) => {
    if (sectionIds.has(s.id)) add(`sections[${si}].id`, `Section id "${s.id}" is used twice`);
    sectionIds.add(s.id);
    s.questions.forEach((q, qi) => {
      const at = `sections[${si}].questions[${qi}]`;
      if (questionIds.has(q.id)) add(`${at}.id`, `Question id "${q.id}" is used twice`);
      questionIds.add(q.id);

      if (q.dimension !== null) {
        if (!dimensionIds.has(q.dimension)) add(`${at}.dimension`, `No dimension "${q.dimension}"`);
        else if (q.type === 'text') add(`${at}.dimension`, 'A text answer scores nothing: leave its dimension empty');
        else if (q.weight > 0) scored.add(q.dimension);
      }

      const choosing = q.type === 'choice' || q.type === 'multi';
      if (choosing) {
        if (q.options.length < 2) add(`${at}.options`, 'Give at least two options');
        const values = new Set<string>();
        q.options.forEach((o, oi) => {
          if (values.has(o.value)) add(`${at}.options[${oi}].value`, `Option "${o.value}" is used twice`);
          values.add(o.value);
        });
      } else if (q.options.length > 0) {
        add(`${at}.options`, `A ${q.type} question has no options`);
      }
      if (q.scale !== undefined && q.type !== 'scale') add(`${at}.scale`, `A ${q.type} question has no scale`);
      if (q.number !== undefined && q.type !== 'number')
        add(`${at}.number`, `A ${q.type} question has no number settings`);

      if (q.type === 'number' && q.number) {
        const { min, max, bands } = q.number;
        if (min !== null && max !== null && min > max) add(`${at}.number.max`, 'The maximum is below the minimum');
        bands.forEach((b, bi) => {
          const last = bi === bands.length - 1;
          if (b.upto === null && !last) add(`${at}.number.bands[${bi}].upto`, 'Only the last band is open-ended');
          const prev = bands[bi - 1]?.upto;
          if (b.upto !== null && prev !== undefined && prev !== null && b.upto <= prev)
            add(`${at}.number.bands[${bi}].upto`, 'Bands must rise: each limit above the one before');
        });
      }
      if (q.type === 'number' && q.dimension !== null && !q.number?.bands.length)
        add(`${at}.number.bands`, 'A scored number question needs scoring bands');
    });
  });

  def.dimensions.forEach((d, i) => {
    if (!scored.has(d.id)) add(`dimensions[${i}]`, `No question scores into "${d.label}"`);
  });
  return problems;
}
