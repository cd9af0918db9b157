import type { TAssessmentDefinitionInput, TReadinessKey } from '@ankur/shared/schemas/readiness';
import { ENTREPRENEURIAL } from './entrepreneurial.ts';
import { IDEA } from './idea.ts';
import { INVESTOR } from './investor.ts';
import { TECHNOLOGY } from './technology.ts';

/**
 * The four assessments every tenant starts with (version 1, published on first use), one file each:
 * entrepreneurial readiness (the person), idea readiness (problem, customer, solution, market,
 * competition), technology readiness (the nine TRLs, scored as levels) and investor readiness
 * (team, traction, market, financials, legal, pitch). Administrators edit later versions; answers
 * are keyed by the question ids here, so keep them stable.
 */
export const READINESS_BUILTINS: Record<TReadinessKey, TAssessmentDefinitionInput> = {
  entrepreneurial: ENTREPRENEURIAL,
  idea: IDEA,
  technology: TECHNOLOGY,
  investor: INVESTOR,
};
