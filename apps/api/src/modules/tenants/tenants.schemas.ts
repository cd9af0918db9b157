import { z } from 'zod';

const page = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(1_000_000)
  .default(1);
const limit = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .refine((n) => n === -1 || (n >= 1 && n <= 1000), 'must be -1 (all) or between 1 and 1000')
  .default(10);
/** The paging of a tenant list (SPEC §7 conventions); unknown parameters (a tenant id) are refused. */
export const ZTenantPaging = z.strictObject({
  page: page.describe('Page number, from 1 (default 1)'),
  limit: limit.describe('Page size, 1..1000 (default 10); -1 = all (at most 1000)'),
});
