import { FORMER_MEMBER } from '@ankur/shared/schemas/personal-data';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type EraseContext, personalDataSources } from '../../../lib/personal-data.ts';
import { forgetUserSessions } from '../../../plugins/session.ts';
import { assertAdminsRemain } from '../../access/index.ts';
import { erasureDoneEmail } from './emails.ts';
import type { DataDeps } from './personal-data.service.ts';
import { allTenantIds, findPerson, findRequest, updateRequest } from './requests.repository.ts';

/**
 * The 'personal-data.erase' job (decision 35), at the end of the grace period: every registry
 * entry's erase, one transaction per tenant, then the global entries (the user row, last) in one
 * transaction that also marks the request completed. Rerunning after a crash repeats only what
 * did not commit (every erase is idempotent). Files are deleted once their rows are gone.
 */
export async function eraseNow(deps: DataDeps, requestId: number): Promise<void> {
  const { db } = deps;
  const request = await findRequest(db, requestId);
  if (request?.kind !== 'erasure' || request.status !== 'scheduled') return;
  const now = deps.clock.now();
  // a job run early (a clock moved back) waits for its day
  if (request.due_at && new Date(request.due_at) > now) return;
  const person = await findPerson(db, request.user_id);
  if (!person) return;
  const doomedFiles: string[] = [];
  const ctx: EraseContext = {
    anonymousName: FORMER_MEMBER,
    person,
    deleteFile: (key) => doomedFiles.push(key),
  };
  await eraseEverywhere(db, request.user_id, ctx, async (tx) => {
    await assertAdminsRemain(tx);
    await updateRequest(tx, requestId, { status: 'completed', progress: 100, completed_at: now.toISOString() });
  });
  forgetUserSessions(request.user_id);
  for (const key of doomedFiles) {
    await deps.storage.delete(key).catch((err: Error) => deps.log.warn({ err }, 'an erased file could not be deleted'));
  }
  if (!person.isDeleted) {
    const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || null;
    const mail = erasureDoneEmail(deps.brandName, person.email, name);
    deps.mailer.send(mail).catch((err: Error) => deps.onMailError(err, mail));
  }
}

/** Runs every entry's erase: per tenant, then the global ones with `finish` in their transaction. */
export async function eraseEverywhere(
  db: Db,
  userId: number,
  ctx: EraseContext,
  finish: (tx: Db) => Promise<void> = async () => {},
): Promise<void> {
  const perTenant = personalDataSources('tenant');
  for (const tenantId of await allTenantIds(db)) {
    await withTenant(db, tenantId, async (tx) => {
      for (const source of perTenant) await source.erase(tx, userId, ctx);
    });
  }
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const source of personalDataSources('global')) await source.erase(tx, userId, ctx);
    await finish(tx);
  });
}
