import { sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { badTextAt } from '../../lib/text.ts';

type Row = { payload: AdapterPayload | string; consumed_at: string | Date | null };

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * The embedded OpenID provider's storage in our own database (table oidc_payloads), so that
 * sign-in flows survive restarts and are shared by every API process on the same PostgreSQL.
 */
export class DbAdapter implements Adapter {
  constructor(
    private readonly type: string,
    private readonly db: Db,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
    await this.db.execute(sql`
      insert into oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
      values (${id}, ${this.type}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
        ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
      on conflict (id, type) do update set payload = excluded.payload, grant_id = excluded.grant_id,
        user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
  }

  private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    // the provider parses its own form posts (mount.ts), past plugins/input.ts: such a value was never stored
    if (badTextAt(value, column)) return undefined;
    const col = sql.identifier(column);
    const result = await this.db.execute(sql`
      select payload, consumed_at from oidc_payloads
      where ${col} = ${value} and type = ${this.type} and (expires_at is null or expires_at > now())
      limit 1`);
    const row = rowsOf<Row>(result)[0];
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
  }

  find(id: string) {
    return this.findBy('id', id);
  }

  findByUid(uid: string) {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.execute(sql`update oidc_payloads set consumed_at = now() where id = ${id} and type = ${this.type}`);
  }

  async destroy(id: string): Promise<void> {
    await this.db.execute(sql`delete from oidc_payloads where id = ${id} and type = ${this.type}`);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.execute(sql`delete from oidc_payloads where grant_id = ${grantId}`);
  }
}

/** Ends the embedded provider's own sessions of a user (our sign-out ends single sign-on too). */
export async function destroyProviderSessions(db: Db, userId: number): Promise<void> {
  await db.execute(sql`delete from oidc_payloads where type = 'Session' and payload->>'accountId' in
    (select auth_user_id::text from auth_users where user_id = ${userId} and issuer is null)`);
}

/** Drops expired rows; run now and then (start-up) so the table does not grow without bound. */
export async function pruneExpired(db: Db): Promise<void> {
  await db.execute(sql`delete from oidc_payloads where expires_at < now() - interval '1 day'`);
}
