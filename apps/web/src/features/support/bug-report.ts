import {
  pageUrlProblem,
  SUPPORT_LIMITS,
  type TBugReportCreate,
  type TBugSeverity,
} from '@ankur/shared/schemas/support';
import { ApiError } from '../../lib/api-client';
import { fieldIssuesOf } from '../../lib/api-errors';

/** The bug report form's values as typed (severity '' until one is picked). */
export interface BugReportValues {
  title: string;
  description: string;
  steps: string;
  severity: TBugSeverity | '';
  page: string;
}

export type BugReportField = keyof BugReportValues;

/** Why a field is not acceptable, in the server's limits (SUPPORT_LIMITS); worded by the form. */
export type BugReportProblem =
  | { code: 'titleRequired' | 'descriptionRequired' | 'severity' | 'page' }
  | { code: 'titleShort' | 'descriptionShort'; min: number }
  | { code: 'tooLong'; max: number };

export type BugReportProblems = Partial<Record<BugReportField, BugReportProblem>>;

export const EMPTY_BUG_REPORT: BugReportValues = { title: '', description: '', steps: '', severity: '', page: '' };

/** The fields in the order they appear (the first bad one gets the focus). */
export const BUG_REPORT_FIELDS: readonly BugReportField[] = ['title', 'description', 'steps', 'severity', 'page'];

/** Checks the form as POST support/bugReports will; the body to send when nothing is wrong. */
export function validateBugReport(
  values: BugReportValues,
): { ok: true; body: TBugReportCreate } | { ok: false; problems: BugReportProblems } {
  const problems: BugReportProblems = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const steps = values.steps.trim();
  const page = values.page.trim();
  const { title: t, description: d } = SUPPORT_LIMITS;
  if (!title) problems.title = { code: 'titleRequired' };
  else if (title.length < t.min) problems.title = { code: 'titleShort', min: t.min };
  else if (title.length > t.max) problems.title = { code: 'tooLong', max: t.max };
  if (!description) problems.description = { code: 'descriptionRequired' };
  else if (description.length < d.min) problems.description = { code: 'descriptionShort', min: d.min };
  else if (description.length > d.max) problems.description = { code: 'tooLong', max: d.max };
  if (steps.length > SUPPORT_LIMITS.steps) problems.steps = { code: 'tooLong', max: SUPPORT_LIMITS.steps };
  if (!values.severity) problems.severity = { code: 'severity' };
  if (page.length > SUPPORT_LIMITS.pageUrl) problems.page = { code: 'tooLong', max: SUPPORT_LIMITS.pageUrl };
  else if (page && (pageUrlProblem(page) || !isSameSite(page, currentOrigin()))) problems.page = { code: 'page' };
  if (Object.keys(problems).length > 0 || !values.severity) return { ok: false, problems };
  return {
    ok: true,
    body: {
      title,
      description,
      steps_to_reproduce: steps || null,
      severity: values.severity,
      page_url: page || null,
    },
  };
}

const currentOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** A path of this site ("/x", never "//host/x"), or a full address on `origin`. */
function isSameSite(value: string, origin: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return URL.canParse(value) && new URL(value).origin === origin;
}

/** "/x?y#z" of a same-site value, else null. */
function sitePath(value: string | null | undefined, origin: string): string | null {
  const v = value?.trim();
  if (!v || pageUrlProblem(v) || !isSameSite(v, origin)) return null;
  if (v.startsWith('/')) return v;
  const url = new URL(v);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page a report is about, to fill in: `?from=` when it names a page of this site, else the
 * referring page when it is on this site (never the report page itself), else nothing.
 */
export function initialPage(search: URLSearchParams, referrer: string, origin: string, selfPath: string): string {
  const from = sitePath(search.get('from'), origin);
  if (from) return from;
  const previous = sitePath(referrer, origin);
  return previous && !previous.startsWith(selfPath) ? previous : '';
}

const SERVER_FIELDS: Readonly<Record<string, BugReportField>> = {
  'body.title': 'title',
  'body.description': 'description',
  'body.steps_to_reproduce': 'steps',
  'body.severity': 'severity',
  'body.page_url': 'page',
};

/** The fields a 400 names (its details: [{ path: 'body.title', message }]) with the server's reason. */
export function serverFieldErrors(error: unknown): Partial<Record<BugReportField, string>> {
  const out: Partial<Record<BugReportField, string>> = {};
  for (const { path, message } of fieldIssuesOf(error, 400)) {
    const field = SERVER_FIELDS[path];
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/** The minutes a 429 asks to wait (details.retry_after_seconds), at least 1. */
export function retryAfterMinutes(error: unknown): number {
  const details =
    error instanceof ApiError ? (error.details as { retry_after_seconds?: unknown } | undefined) : undefined;
  const seconds = typeof details?.retry_after_seconds === 'number' ? details.retry_after_seconds : 60;
  return Math.max(1, Math.ceil(seconds / 60));
}
