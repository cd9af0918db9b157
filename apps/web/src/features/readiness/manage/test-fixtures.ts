import type { TAssessmentDefinition, TVersionDetail, TVersionSummary } from '@ankur/shared/schemas/readiness';

/** A small, valid investor-readiness definition for the editor's tests (imported by tests only). */
export function definition(): TAssessmentDefinition {
  return {
    title: 'Investor readiness',
    summary: 'Are you ready to raise your first institutional round?',
    minutes: 12,
    scoring: 'weighted',
    dimensions: [
      {
        id: 'team',
        label: 'Team',
        description: 'Founders and key hires',
        weight: 1,
        low_advice: 'Bring in a co-founder who covers sales.',
        high_advice: 'Your team is a strength: say so in the pitch.',
        tags: ['team', 'hiring'],
      },
      {
        id: 'traction',
        label: 'Traction',
        description: 'Paying customers and growth',
        weight: 2,
        low_advice: 'Run paid pilots with three customers.',
        high_advice: 'Show month-on-month growth.',
        tags: ['sales', 'pilots'],
      },
    ],
    sections: [
      {
        id: 'team',
        title: 'Your team',
        intro: 'Who is building the venture.',
        questions: [
          {
            id: 'full-time-founders',
            prompt: 'How many founders work on it full time?',
            help: '',
            type: 'choice',
            required: true,
            options: [
              { value: 'one', label: 'One', score: 0.3 },
              { value: 'two-plus', label: 'Two or more', score: 1 },
            ],
            dimension: 'team',
            weight: 1,
          },
        ],
      },
      {
        id: 'traction',
        title: 'Traction',
        intro: '',
        questions: [
          {
            id: 'monthly-revenue',
            prompt: 'Monthly revenue',
            help: 'In lakh rupees, last month',
            type: 'number',
            required: true,
            options: [],
            number: {
              min: 0,
              max: null,
              unit: '₹ lakh',
              bands: [
                { upto: 1, score: 0.2 },
                { upto: null, score: 1 },
              ],
            },
            dimension: 'traction',
            weight: 1,
          },
          {
            id: 'pilots',
            prompt: 'How far along are your pilots?',
            help: '',
            type: 'scale',
            required: true,
            options: [],
            scale: { points: 5, min_label: 'None yet', max_label: 'Paying and renewing' },
            dimension: 'traction',
            weight: 1,
          },
        ],
      },
    ],
  };
}

export function summary(overrides: Partial<TVersionSummary> = {}): TVersionSummary {
  return {
    version_id: 31,
    version: 2,
    status: 'draft',
    title: 'Investor readiness',
    published_at: null,
    published_by_name: null,
    updated_at: '2026-11-20T09:30:00.000Z',
    attempts: 0,
    ...overrides,
  };
}

export const versionDetail = (overrides: Partial<TVersionSummary> = {}, def = definition()): TVersionDetail => ({
  key: 'investor',
  summary: summary(overrides),
  definition: def,
});
