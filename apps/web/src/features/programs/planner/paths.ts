/** The in-app addresses the planner screens link to. */
export const CATALOGUE_PATH = '/learning-journey';
export const PLANNER_PATH = '/my-planner';
export const CERTIFICATIONS_PATH = '/certifications';
export const planPath = (planId: number) => `/my-plan/${planId}`;
export const cohortPath = (programId: number) => `/cohort/${programId}`;
export const overviewPath = (programId: number) => `/programs/overview/${programId}`;
