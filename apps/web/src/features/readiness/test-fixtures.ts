import type { TAssessmentDefinition, TAssessmentPage, TAttempt, TAttemptDetail } from '@ankur/shared/schemas/readiness';

/** Fixtures of the readiness web tests (imported by *.test.tsx only). */

export const definition: TAssessmentDefinition = {
  title: 'Investor readiness',
  summary: 'Whether a venture is ready to raise: team, traction and market.',
  minutes: 12,
  scoring: 'weighted',
  dimensions: [
    {
      id: 'team',
      label: 'Team',
      description: 'Founders and hires',
      weight: 1,
      low_advice: '',
      high_advice: '',
      tags: [],
    },
    {
      id: 'market',
      label: 'Market validation',
      description: 'Evidence that buyers exist',
      weight: 1,
      low_advice: 'Talk to twenty buyers before you pitch.',
      high_advice: '',
      tags: ['market'],
    },
  ],
  sections: [
    {
      id: 'team',
      title: 'Team',
      intro: '',
      questions: [
        {
          id: 'founders',
          prompt: 'How many full-time founders?',
          help: '',
          type: 'number',
          required: true,
          options: [],
          number: { min: 0, max: 10, unit: 'founders', bands: [] },
          dimension: 'team',
          weight: 1,
        },
        {
          id: 'commitment',
          prompt: 'How committed is the team?',
          help: '',
          type: 'scale',
          required: true,
          options: [],
          scale: { points: 5, min_label: 'Part-time', max_label: 'All in' },
          dimension: 'team',
          weight: 1,
        },
      ],
    },
    {
      id: 'market',
      title: 'Market',
      intro: '',
      questions: [
        {
          id: 'interviews',
          prompt: 'Customer interviews done?',
          help: '',
          type: 'choice',
          required: true,
          options: [
            { value: 'none', label: 'None yet', score: 0 },
            { value: 'some', label: 'Ten to thirty', score: 0.6 },
          ],
          dimension: 'market',
          weight: 1,
        },
      ],
    },
    {
      id: 'pitch',
      title: 'Pitch',
      intro: '',
      questions: [
        {
          id: 'ask',
          prompt: 'What are you raising for?',
          help: '',
          type: 'text',
          required: false,
          options: [],
          dimension: null,
          weight: 1,
        },
      ],
    },
  ],
};

export function attempt(overrides: Partial<TAttempt> = {}): TAttempt {
  return {
    attempt_id: 41,
    assessment_key: 'investor',
    version_id: 4,
    version: 1,
    current_step: 0,
    last_saved_step: -1,
    total_steps: 3,
    form_data: {},
    started_at: '2026-11-20T10:00:00.000Z',
    last_activity_at: '2026-11-20T10:05:00.000Z',
    is_completed: false,
    submitted_at: null,
    response_for_type: 'self',
    institute_name: null,
    cohort_id: null,
    result: null,
    ...overrides,
  };
}

export function page(overrides: Partial<TAssessmentPage> = {}): TAssessmentPage {
  return {
    key: 'investor',
    version_id: 4,
    version: 1,
    definition,
    in_progress: null,
    in_progress_definition: null,
    history: [],
    cohorts: [{ cohort_id: 2, name: 'Pitch Alchemy' }],
    ...overrides,
  };
}

export function detail(overrides: Partial<TAttemptDetail> = {}): TAttemptDetail {
  return {
    attempt: attempt({
      is_completed: true,
      submitted_at: '2026-11-21T09:00:00.000Z',
      current_step: 2,
      last_saved_step: 2,
      result: {
        overall: 46,
        band: 'developing',
        summary: '',
        level: null,
        dimensions: [
          { id: 'team', label: 'Team', score: 3.4, max: 5, explanation: 'Team is on its way.' },
          {
            id: 'market',
            label: 'Market validation',
            score: 2,
            max: 5,
            explanation: 'Talk to twenty buyers before you pitch.',
          },
        ],
      },
    }),
    title: 'Investor readiness',
    definition,
    pathway: [
      {
        item_id: 9,
        kind: 'program',
        title: 'Customer discovery sprint',
        link: '/programs/overview/3',
        dimension: 'market',
        dimension_label: 'Market validation',
        score: 2,
        max: 5,
        done: false,
        done_at: null,
      },
      {
        item_id: 10,
        kind: 'event',
        title: 'Buyer meet, Pune',
        link: '/events/5',
        dimension: 'market',
        dimension_label: 'Market validation',
        score: 2,
        max: 5,
        done: true,
        done_at: '2026-11-22T09:00:00.000Z',
      },
    ],
    previous: [],
    ...overrides,
  };
}
