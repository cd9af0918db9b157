import { randomBytes } from 'node:crypto';
import {
  certificateVerifyPath,
  type TCertificate,
  type TCertificateVerification,
} from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  certificateByCode,
  certificateFacts,
  certificatesOf,
  codeTenant,
  findCertificate,
  findCompetitionCertificate,
  insertCertificate,
  personAndIssuer,
  reinstateCertificate,
} from './certificates.repository.ts';
import { notifyCertificateIssued } from './program-notifications.ts';

/** Crockford base32 without look-alikes: codes are read aloud and typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A verification code such as ANK-7K3M-Q9TX-2HVD-P4RE (80 random bits). */
export function newCertificateCode(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[bytes[i]! % 32];
  return `ANK-${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}`;
}

/**
 * Issues the learner's certificate for a program they just completed (inside the completing
 * transaction and tenant). A certificate revoked when the program was reopened is reinstated
 * with the same code, so a printed copy stays verifiable. Either way the learner is notified.
 */
export async function issueCertificate(tx: Db, userId: number, programId: number): Promise<void> {
  const existing = await findCertificate(tx, userId, programId);
  if (existing) {
    if (existing.revoked_at) {
      await reinstateCertificate(tx, existing.certificate_id);
      await notifyCertificateIssued(tx, userId, existing.program_name);
    }
    return;
  }
  const facts = await certificateFacts(tx, userId, programId);
  if (!facts) return;
  const recipient = [facts.first, facts.last].filter(Boolean).join(' ').trim() || facts.username;
  const code = newCertificateCode();
  await insertCertificate(
    tx,
    {
      user_id: userId,
      program_id: programId,
      code,
      recipient_name: recipient,
      program_name: facts.program_name,
      issuer_name: facts.issuer ?? 'Ankur',
    },
    facts.tenant_id,
  );
  await notifyCertificateIssued(tx, userId, facts.program_name);
}

/**
 * Issues a competition certificate (issue 23) inside the caller's tenant transaction: the award
 * ("Winner", "Runner-up", "Finalist") and the competition's title are written on it, its code is
 * verifiable like a program's, and the recipient is notified. Once per person and competition.
 */
export async function issueCompetitionCertificate(
  tx: Db,
  c: { userId: number; competitionId: number; competitionTitle: string; award: string; tenantId: string },
): Promise<void> {
  const existing = await findCompetitionCertificate(tx, c.userId, c.competitionId);
  if (existing) {
    if (existing.revoked_at) await reinstateCertificate(tx, existing.certificate_id);
    return;
  }
  const facts = await personAndIssuer(tx, c.userId, c.tenantId);
  if (!facts) return;
  const recipient = [facts.first, facts.last].filter(Boolean).join(' ').trim() || facts.username;
  const title = `${c.award} — ${c.competitionTitle}`;
  await insertCertificate(
    tx,
    {
      user_id: c.userId,
      program_id: null,
      competition_id: c.competitionId,
      award: c.award,
      code: newCertificateCode(),
      recipient_name: recipient,
      program_name: title,
      issuer_name: facts.issuer ?? 'Ankur',
    },
    c.tenantId,
  );
  await notifyCertificateIssued(tx, c.userId, title);
}

export const NO_SUCH_CERTIFICATE = 'No certificate has this code. Check it against the printed certificate.';

/** GET certificates: the user's certificates in the tenant (revoked ones too), newest first. */
export function listCertificates(db: Db, scope: Scope): Promise<{ items: TCertificate[] }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await certificatesOf(tx, scope.actor.userId);
    return { items: rows.map((r) => ({ ...r, verify_path: certificateVerifyPath(r.code) })) };
  });
}

/** How a typed code is compared: trimmed, upper case (codes are issued in upper case). */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * GET certificates/verify/{code} (public): the code's tenant comes from the global index, then
 * the certificate is read inside that tenant. Valid while not revoked; 404 for an unknown code.
 */
export async function verifyCertificate(db: Db, rawCode: string): Promise<TCertificateVerification> {
  const code = normaliseCode(rawCode);
  if (!code) throw notFound(NO_SUCH_CERTIFICATE);
  const tenantId = await codeTenant(db, code);
  if (!tenantId) throw notFound(NO_SUCH_CERTIFICATE);
  const row = await withTenant(db, tenantId, (tx) => certificateByCode(tx, code));
  if (!row) throw notFound(NO_SUCH_CERTIFICATE);
  return { ...row, valid: row.revoked_at === null };
}
