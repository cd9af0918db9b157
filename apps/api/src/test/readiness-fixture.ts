import {
  type TAssessmentDefinitionInput,
  type TFormData,
  type TQuestion,
  type TReadinessKey,
  type TSection,
  ZAssessmentDefinition,
} from '@ankur/shared/schemas/readiness';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assessments, assessmentVersions } from '../db/schema/readiness.ts';
import { ensureAssessments } from '../modules/readiness/assessments.repository.ts';

/**
 * For tests (readiness.test.ts, pathway.test.ts, autosave-kill.test.ts): a small three-step
 * assessment whose scores are easy to work out by hand, published as a new version of `key` so the
 * tests do not depend on the built-in question sets.
 *
 *   answers FIXTURE_ANSWERS: market = (0.25·1 + 0.5·2)/3 × 5 = 2.1; team = 0.75 × 5 = 3.8 (3.75 rounded);
 *   funding = 5.0; overall = (2.1·2 + 3.8 + 5.0)/4 / 5 × 100 = 65 ('ready').
 */
export const FIXTURE_DEFINITION: TAssessmentDefinitionInput = {
  title: 'Investor readiness (test)',
  summary: 'Three short steps',
  minutes: 5,
  dimensions: [
    {
      id: 'market',
      label: 'Market validation',
      weight: 2,
      tags: ['market validation', 'customer discovery'],
      low_advice: 'Talk to twenty customers before you build more.',
    },
    { id: 'team', label: 'Team', tags: ['cofounder'] },
    { id: 'funding', label: 'Funding', tags: ['seed funding'] },
  ],
  sections: [
    {
      id: 'market',
      title: 'Your market',
      questions: [
        { id: 'customers', prompt: 'How well do you know your customers?', type: 'scale', dimension: 'market' },
        {
          id: 'interviews',
          prompt: 'Customer interviews done',
          type: 'number',
          number: {
            min: 0,
            max: 10000,
            bands: [
              { upto: 4, score: 0 },
              { upto: 19, score: 0.5 },
              { upto: null, score: 1 },
            ],
          },
          dimension: 'market',
          weight: 2,
        },
        { id: 'notes', prompt: 'Anything else?', type: 'text', required: false },
      ],
    },
    {
      id: 'team',
      title: 'Your team',
      questions: [
        {
          id: 'cofounders',
          prompt: 'How many founders?',
          type: 'choice',
          options: [
            { value: 'solo', label: 'Just me', score: 0.25 },
            { value: 'two', label: 'Two', score: 0.75 },
            { value: 'three', label: 'Three or more', score: 1 },
          ],
          dimension: 'team',
        },
        {
          id: 'skills',
          prompt: 'Skills in the team',
          type: 'multi',
          options: [
            { value: 'tech', label: 'Technology', score: 1 },
            { value: 'sales', label: 'Sales', score: 0.5 },
            { value: 'none', label: 'Neither yet', score: 0 },
          ],
          dimension: 'team',
        },
      ],
    },
    {
      id: 'funding',
      title: 'Your funding',
      questions: [{ id: 'runway', prompt: 'How secure is your runway?', type: 'scale', dimension: 'funding' }],
    },
  ],
};

export const FIXTURE_ANSWERS: [TFormData, TFormData, TFormData] = [
  { customers: 2, interviews: 10, notes: 'Pilot with two kirana stores in Pune' },
  { cofounders: 'two', skills: ['tech', 'sales'] },
  { runway: 5 },
];

/** Publishes FIXTURE_DEFINITION (or `def`) as the next version of `key` in the caller's tenant transaction. */
export async function publishFixture(
  tx: Db,
  key: TReadinessKey,
  def: TAssessmentDefinitionInput = FIXTURE_DEFINITION,
): Promise<number> {
  await ensureAssessments(tx);
  const [a] = await tx.select().from(assessments).where(eq(assessments.key, key));
  const [next] = await tx
    .select({ n: sql<number>`coalesce(max(${assessmentVersions.version}), 0)::int + 1` })
    .from(assessmentVersions)
    .where(and(eq(assessmentVersions.assessment_id, a!.assessment_id)));
  const [v] = await tx
    .insert(assessmentVersions)
    .values({
      assessment_id: a!.assessment_id,
      version: next!.n,
      status: 'published',
      definition: ZAssessmentDefinition.parse(def),
      published_at: new Date().toISOString(),
    })
    .returning({ version_id: assessmentVersions.version_id });
  await tx
    .update(assessments)
    .set({ published_version_id: v!.version_id })
    .where(eq(assessments.assessment_id, a!.assessment_id));
  return v!.version_id;
}

/** An acceptable answer to any question (whatever question set is published: the built-ins too). */
export function anyAnswer(q: TQuestion): TFormData[string] {
  switch (q.type) {
    case 'scale':
      return Math.min(q.scale?.points ?? 5, 3);
    case 'choice':
      return q.options[0]?.value ?? null;
    case 'multi':
      return q.options[0] ? [q.options[0].value] : null;
    case 'number': {
      const min = q.number?.min ?? 0;
      const max = q.number?.max ?? null;
      return max === null ? min + 1 : Math.min(max, min + 1);
    }
    case 'text':
      return 'A pilot with three farmer cooperatives near Nashik';
  }
}

/** Acceptable answers to a whole step. */
export const anyAnswers = (s: TSection): TFormData => Object.fromEntries(s.questions.map((q) => [q.id, anyAnswer(q)]));
