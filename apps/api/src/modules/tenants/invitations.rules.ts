import { createHash, randomBytes } from 'node:crypto';
import type { TInvitation } from '@ankur/shared/schemas/tenants';

/**
 * Invitations into a tenant (tenant_invitations). The e-mailed link carries a random 32-byte
 * token; only its SHA-256 is stored, so the table alone cannot be used to accept one.
 */

export type InvitationStatus = TInvitation['status'];

export const INVITATION_MESSAGES = {
  unknown: 'This invitation does not exist.',
  otherEmail: 'This invitation is for another e-mail address.',
  unverified: 'Confirm your e-mail address before accepting this invitation.',
  expired: 'This invitation has expired.',
  used: 'This invitation was already used.',
  revoked: 'This invitation was revoked.',
  alreadyMember: 'You are already a member of this tenant.',
  roleGone: 'The role this invitation offers no longer exists; ask for a new invitation.',
} as const;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** What is shown: a pending invitation whose time has passed is expired. */
export const shownStatus = (status: string, expiresAt: Date, now: Date): InvitationStatus =>
  status === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : (status as InvitationStatus);

/** a***@example.in */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
