import type { Database } from '../../db/client.ts';

/** The platform's health (DESIGN.md §4): degraded while the database does not answer. */
export async function healthOf(database: Database, version: string) {
  const up = await database.ping();
  return {
    up,
    health: {
      status: up ? ('ok' as const) : ('degraded' as const),
      db: { status: up ? ('up' as const) : ('down' as const), kind: database.kind },
      version,
    },
  };
}
