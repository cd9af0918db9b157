import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/client.ts';

const generate = promisify(generateKeyPair);

/**
 * The embedded provider's signing keys (RS256), kept in the database so that every API process
 * and every restart signs and verifies with the same keys. Made on first use.
 */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  const read = async () =>
    (
      (await db.execute(sql`select jwk from oidc_keys order by created_at desc`)) as unknown as {
        rows: { jwk: JWK | string }[];
      }
    ).rows.map((r) => (typeof r.jwk === 'string' ? (JSON.parse(r.jwk) as JWK) : r.jwk));
  const existing = await read();
  if (existing.length > 0) return existing;
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  // one well-known kid for the first key: two processes starting together insert the same row,
  // the first one wins and both read the same key set
  const kid = 'ankur-1';
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  await db.execute(sql`insert into oidc_keys (kid, jwk) values (${kid}, ${JSON.stringify(jwk)}::jsonb)
    on conflict do nothing`);
  return read();
}
