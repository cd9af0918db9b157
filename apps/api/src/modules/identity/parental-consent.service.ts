import type { ZParentalConsentDetails } from '@ankur/shared/schemas/identity';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { consumeLinkToken, findLinkToken, type LinkToken } from './otp.ts';
import { consentSubject, recordParentConsent } from './parental-consent.repository.ts';

type TParentalConsentDetails = z.infer<typeof ZParentalConsentDetails>;

const INVALID = 'This consent link is invalid or has expired.';

/**
 * Verifiable parental consent for minors (DPDP Act 2023 §9): the parent opens the e-mailed link
 * and approves (the account opens) or declines (it stays closed). The link works once.
 */
async function load(
  db: Db,
  token: string,
  clock: Clock,
): Promise<{ link: LinkToken; details: TParentalConsentDetails }> {
  const link = await findLinkToken(db, { token, purpose: 'parent_consent' }, clock);
  if (!link?.userId || (link.expired && !link.consumed)) throw notFound(INVALID);
  const row = await consentSubject(db, link.userId);
  if (!row) throw notFound(INVALID);
  const status = row.consent_at ? 'approved' : link.consumed ? 'declined' : 'pending';
  return {
    link,
    details: {
      child_name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
      child_email: row.email,
      parent_name: row.parent_name,
      status,
    },
  };
}

/** Whose account a consent link is about, and whether it was answered. */
export async function consentRequest(db: Db, token: string, clock: Clock): Promise<TParentalConsentDetails> {
  return (await load(db, token, clock)).details;
}

/** The parent's answer: approve (the minor's account opens) or decline (it stays closed); 409 once answered. */
export async function answerConsent(
  db: Db,
  token: string,
  decision: 'approve' | 'decline',
  clock: Clock,
): Promise<TParentalConsentDetails> {
  const { link, details } = await load(db, token, clock);
  if (details.status !== 'pending') throw conflict(`This request was already ${details.status}.`);
  if (!(await consumeLinkToken(db, link.otpId, clock))) throw conflict('This request was already answered.');
  if (decision === 'approve') {
    await recordParentConsent(db, link.userId!);
    return { ...details, status: 'approved' };
  }
  return { ...details, status: 'declined' };
}
