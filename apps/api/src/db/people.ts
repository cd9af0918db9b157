import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * A person's shown name in SQL: first and last name, else the username. Takes the columns of the
 * users table (or of an alias of it), so every list of people names them the same way.
 */
export const nameSql = (u: { firstName: AnyColumn; lastName: AnyColumn; username: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.username})`;
