import { FORMER_MEMBER } from '@ankur/shared/schemas/personal-data';
import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * A person's shown name in SQL: first and last name, else the username. Takes the columns of the
 * users table (or of an alias of it), so every list of people names them the same way. A deleted
 * user (an erased account's tombstone, decision 35) reads as FORMER_MEMBER wherever their words stay.
 */
export const nameSql = (u: { firstName: AnyColumn; lastName: AnyColumn; username: AnyColumn; is_deleted: AnyColumn }) =>
  sql<string>`case when ${u.is_deleted} then ${FORMER_MEMBER}::text else coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.username}) end`;
