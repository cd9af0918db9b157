import type { TAssessmentDefinitionInput, TReadinessKey } from '@ankur/shared/schemas/readiness';

/**
 * The four assessments every tenant starts with (version 1, published on first use). A helper
 * replaces these placeholders with the full question sets (builtins/<key>.ts).
 */
const minimal = (title: string): TAssessmentDefinitionInput => ({
  title,
  dimensions: [{ id: 'overall', label: title }],
  sections: [
    {
      id: 'start',
      title: 'Where you stand',
      questions: [{ id: 'confidence', prompt: 'How ready do you feel?', type: 'scale', dimension: 'overall' }],
    },
  ],
});

export const READINESS_BUILTINS: Record<TReadinessKey, TAssessmentDefinitionInput> = {
  entrepreneurial: minimal('Entrepreneurial readiness'),
  idea: minimal('Idea readiness'),
  technology: minimal('Technology readiness'),
  investor: minimal('Investor readiness'),
};
