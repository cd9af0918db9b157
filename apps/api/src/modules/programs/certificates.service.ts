import { randomBytes } from 'node:crypto';
import {
  certificateVerifyPath,
  type TCertificate,
  type TCertificateVerification,
} from '@ankur/shared/schemas/learning';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { certificateCodes, certificates } from '../../db/schema/learning.ts';
import { programs } from '../../db/schema/programs.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/errors.ts';
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
  const [existing] = await tx
    .select({
      certificate_id: certificates.certificate_id,
      revoked_at: certificates.revoked_at,
      program_name: certificates.program_name,
    })
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), eq(certificates.program_id, programId)));
  if (existing) {
    if (existing.revoked_at) {
      await tx
        .update(certificates)
        .set({ revoked_at: null })
        .where(eq(certificates.certificate_id, existing.certificate_id));
      await notifyCertificateIssued(tx, userId, existing.program_name);
    }
    return;
  }
  const [facts] = await tx
    .select({
      first: users.firstName,
      last: users.lastName,
      username: users.username,
      program_name: programs.program_name,
      issuer: tenants.display_name,
      tenant_id: programs.tenant_id,
    })
    .from(users)
    .innerJoin(programs, eq(programs.program_id, programId))
    .leftJoin(tenants, eq(tenants.tenant_id, programs.tenant_id))
    .where(eq(users.user_id, userId));
  if (!facts) return;
  const recipient = [facts.first, facts.last].filter(Boolean).join(' ').trim() || facts.username;
  const code = newCertificateCode();
  await tx.insert(certificates).values({
    user_id: userId,
    program_id: programId,
    code,
    recipient_name: recipient,
    program_name: facts.program_name,
    issuer_name: facts.issuer ?? 'Ankur',
  });
  await tx.insert(certificateCodes).values({ code, tenant_id: facts.tenant_id });
  await notifyCertificateIssued(tx, userId, facts.program_name);
}

/** Marks the certificate revoked when its program is no longer complete (a completion was undone). */
export async function revokeCertificate(tx: Db, userId: number, programId: number): Promise<void> {
  await tx
    .update(certificates)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(certificates.user_id, userId),
        eq(certificates.program_id, programId),
        sql`${certificates.revoked_at} is null`,
      ),
    );
}

export const NO_SUCH_CERTIFICATE = 'No certificate has this code. Check it against the printed certificate.';

/** What a certificate says, without whose account or tenant it is. */
const publicColumns = {
  code: certificates.code,
  recipient_name: certificates.recipient_name,
  program_name: certificates.program_name,
  issuer_name: certificates.issuer_name,
  issued_at: certificates.issued_at,
  revoked_at: certificates.revoked_at,
};

/** GET certificates: the user's certificates in the tenant (revoked ones too), newest first. */
export function listCertificates(db: Db, tenantId: string, userId: number): Promise<{ items: TCertificate[] }> {
  return withTenant(db, tenantId, async (tx) => {
    const rows = await tx
      .select({ certificate_id: certificates.certificate_id, program_id: certificates.program_id, ...publicColumns })
      .from(certificates)
      .where(eq(certificates.user_id, userId))
      .orderBy(desc(certificates.issued_at), desc(certificates.certificate_id));
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
  const [index] = await db
    .select({ tenant_id: certificateCodes.tenant_id })
    .from(certificateCodes)
    .where(eq(certificateCodes.code, code));
  if (!index) throw notFound(NO_SUCH_CERTIFICATE);
  const [row] = await withTenant(db, index.tenant_id, (tx) =>
    tx.select(publicColumns).from(certificates).where(eq(certificates.code, code)),
  );
  if (!row) throw notFound(NO_SUCH_CERTIFICATE);
  return { ...row, valid: row.revoked_at === null };
}
