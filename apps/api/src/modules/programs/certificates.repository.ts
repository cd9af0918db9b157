import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { certificateCodes, certificates, programs } from '../../db/schema/programs.ts';
import { tenants } from '../../db/schema/tenants.ts';

/** Certificates (issue 8) and the global code index that finds a code's tenant. */

export async function findCertificate(tx: Db, userId: number, programId: number) {
  const [existing] = await tx
    .select({
      certificate_id: certificates.certificate_id,
      revoked_at: certificates.revoked_at,
      program_name: certificates.program_name,
    })
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), eq(certificates.program_id, programId)));
  return existing;
}

export async function reinstateCertificate(tx: Db, certificateId: number) {
  await tx.update(certificates).set({ revoked_at: null }).where(eq(certificates.certificate_id, certificateId));
}

/** What a new certificate says: the learner's names, the program's name and its tenant's. */
export async function certificateFacts(tx: Db, userId: number, programId: number) {
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
  return facts;
}

/** A person's certificate for a competition (issue 23), if issued. */
export async function findCompetitionCertificate(tx: Db, userId: number, competitionId: number) {
  const [existing] = await tx
    .select({ certificate_id: certificates.certificate_id, revoked_at: certificates.revoked_at })
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), eq(certificates.competition_id, competitionId)));
  return existing;
}

/** What a competition certificate says of its recipient and issuer: their names, the tenant's. */
export async function personAndIssuer(tx: Db, userId: number, tenantId: string) {
  const [facts] = await tx
    .select({
      first: users.firstName,
      last: users.lastName,
      username: users.username,
      issuer: tenants.display_name,
    })
    .from(users)
    .leftJoin(tenants, eq(tenants.tenant_id, tenantId))
    .where(eq(users.user_id, userId));
  return facts;
}

/** Stores a certificate and indexes its code under its tenant. */
export async function insertCertificate(
  tx: Db,
  c: {
    user_id: number;
    program_id: number | null;
    competition_id?: number | null;
    award?: string | null;
    code: string;
    recipient_name: string;
    program_name: string;
    issuer_name: string;
  },
  tenantId: string,
) {
  await tx.insert(certificates).values(c);
  await tx.insert(certificateCodes).values({ code: c.code, tenant_id: tenantId });
}

/** Marks the certificate revoked when its program is no longer complete (a completion was undone). */
export async function revokeCertificate(tx: Db, userId: number, programId: number) {
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

/** What a certificate says, without whose account or tenant it is. */
const publicColumns = {
  code: certificates.code,
  recipient_name: certificates.recipient_name,
  program_name: certificates.program_name,
  issuer_name: certificates.issuer_name,
  issued_at: certificates.issued_at,
  revoked_at: certificates.revoked_at,
};

/** A user's certificates (revoked ones too), newest first. */
export function certificatesOf(tx: Db, userId: number) {
  return tx
    .select({
      certificate_id: certificates.certificate_id,
      program_id: certificates.program_id,
      competition_id: certificates.competition_id,
      award: certificates.award,
      ...publicColumns,
    })
    .from(certificates)
    .where(eq(certificates.user_id, userId))
    .orderBy(desc(certificates.issued_at), desc(certificates.certificate_id));
}

/** The tenant a code was issued in (the index is global: read outside any tenant). */
export async function codeTenant(db: Db, code: string): Promise<string | undefined> {
  const [index] = await db
    .select({ tenant_id: certificateCodes.tenant_id })
    .from(certificateCodes)
    .where(eq(certificateCodes.code, code));
  return index?.tenant_id;
}

export async function certificateByCode(tx: Db, code: string) {
  const [row] = await tx.select(publicColumns).from(certificates).where(eq(certificates.code, code));
  return row;
}
