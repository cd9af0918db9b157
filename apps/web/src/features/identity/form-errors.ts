import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { errorText, fieldIssuesOf } from '../../lib/api-errors';
import { config } from '../../lib/config';
import type { TFunction } from '../../lib/i18n';
import type { IdentityMessages } from './locales/en';

/** One message per field, in the reader's language. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type Issue = z.core.$ZodIssue;

/** The reader's message for one issue of a shared schema, chosen by the issue's kind and field. */
function issueMessage(issue: Issue, field: string, value: unknown, t: TFunction<IdentityMessages>): string {
  if (value === '' || value === undefined || value === null) {
    return field === 'tnc_accepted' ? t('errors.terms') : t('errors.required');
  }
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 ? t('errors.required') : t('errors.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return t('errors.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('errors.email');
      if (field === 'username') return t('errors.username');
      if (field === 'otp') return t('errors.otp');
      if (field.includes('phone')) return t('errors.phone');
      return issue.message;
    case 'invalid_value':
      return field === 'tnc_accepted' ? t('errors.terms') : issue.message;
    case 'invalid_type':
      return field === 'tnc_accepted' ? t('errors.terms') : t('errors.required');
    case 'custom':
      return /differ/.test(issue.message) ? t('errors.parentEmailDiffers') : t('errors.required');
    default:
      return issue.message;
  }
}

/** Field errors from a failed safeParse: the first issue of each known field. */
export function issuesToErrors<F extends string>(
  issues: readonly Issue[],
  values: Readonly<Record<string, unknown>>,
  fields: readonly F[],
  t: TFunction<IdentityMessages>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!fields.includes(field) || errors[field]) continue;
    errors[field] = issueMessage(issue, field, values[field], t);
  }
  return errors;
}

/** The reader's version of a message the API's shared schemas produce; the API's own text otherwise. */
export function translateServerMessage(field: string, message: string, t: TFunction<IdentityMessages>): string {
  const min = /^must be at least (\d+) characters$/.exec(message);
  if (min) return t('errors.tooShort', { min: Number(min[1]) });
  const max = /^must be at most (\d+) characters$/.exec(message);
  if (max) return t('errors.tooLong', { max: Number(max[1]) });
  if (/is required$/.test(message) || message === 'is required for a minor') return t('errors.required');
  if (message === 'must be an e-mail address') return t('errors.email');
  if (message === 'must be a phone number') return t('errors.phone');
  if (message.startsWith('may contain letters')) return t('errors.username');
  if (message.startsWith('must be the 6-digit code')) return t('errors.otp');
  if (message === 'must be accepted') return t('errors.terms');
  if (/must differ/.test(message)) return t('errors.parentEmailDiffers');
  if (field === 'old_password' && message === 'is incorrect') return t('password.oldIncorrect');
  if (field === 'otp' && message === 'is invalid or has expired') return t('errors.codeInvalid');
  if (field.includes('password')) {
    if (/common/i.test(message)) return t('errors.passwordCommon');
    if (message.startsWith('must not contain your username')) return t('errors.passwordPersonal');
    if (message.startsWith('must not be a single repeated')) return t('errors.passwordRepeated');
    if (message === 'must differ from the current password') return t('errors.passwordSame');
  }
  return message;
}

/** Field errors a 400 or 409 names in its details: `[{ path: 'body.email', message }]`. */
export function detailsToErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: TFunction<IdentityMessages>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  const conflict = error instanceof ApiError && error.status === 409;
  for (const { field: name, message } of fieldIssuesOf(error)) {
    const field = name as F;
    if (!fields.includes(field) || errors[field]) continue;
    if (conflict && field === 'email') errors[field] = t('errors.emailTaken');
    else if (conflict && field === 'username') errors[field] = t('errors.usernameTaken');
    else errors[field] = translateServerMessage(field, message, t);
  }
  return errors;
}

/** A form-level message for an error no field explains. */
export function formErrorMessage(error: unknown, t: TFunction<IdentityMessages>): string {
  // the identity screens name the brand where others say "the server"
  return errorText(error, {
    network: t('common.networkError', { brand: config.brandName }),
    server: t('common.serverError'),
  });
}

/** The first of `fields` (in form order) that has an error. */
export function firstErrorField<F extends string>(errors: FieldErrors<F>, fields: readonly F[]): F | undefined {
  return fields.find((field) => errors[field]);
}
