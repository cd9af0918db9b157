/**
 * The API test files that also run on PostgreSQL ('api-pg'; vitest.config.ts): what PGlite cannot
 * show. Migrations and the seed on a server; row-level security and the pooled connections that
 * carry the tenant and the application role; the generic SQL engine of SPEC §7; and concurrent
 * writes, counters and "once" jobs (PGlite has one connection, so races never happen there). The
 * other files test HTTP, validation, rules, mail and sockets, which the database engine does not
 * change: PGlite only (docs/performance.md). Paths from apps/api; legs.test.ts checks they exist.
 */
export const BOTH_LEGS = [
  'src/db/migrations.test.ts',
  'src/db/seed/seed.test.ts',
  'src/resources/list.test.ts',
  'src/resources/resources.test.ts',
  'src/resources/fuzz.test.ts',
  'src/modules/tenants/isolation.test.ts',
  'src/modules/tenants/tenants.test.ts',
  'src/modules/tenants/tenant-admin.test.ts',
  'src/modules/tenants/invitations.test.ts',
  'src/lib/jobs.test.ts',
  'src/lib/throttle.test.ts',
  'src/modules/identity/lockout.test.ts',
  'src/modules/identity/otp.test.ts',
  'src/modules/messages/conversations.test.ts',
  'src/modules/messages/messages.test.ts',
  'src/modules/notifications/notifications.digest.test.ts',
  'src/modules/announcements/announcements.test.ts',
  'src/modules/calendar/calendar-reminders.test.ts',
  'src/modules/programs/progress.test.ts',
  'src/modules/programs/report.test.ts',
  'src/modules/programs/outline-order.test.ts',
  // issue 21: hand-written SQL (lateral feed scans, visibility-aware directory, 'simple' full text)
  'src/modules/community/feed/feed.test.ts',
  'src/modules/community/network/network.test.ts',
  'src/modules/community/forum/forum.test.ts',
  // pages of calls and requests gather authors, organisations and answers on one connection
  'src/modules/community/involvement/calls.test.ts',
  'src/modules/community/involvement/collab.test.ts',
  // issue 22: Prajna's passages (regexp_split_to_table with ordinality, ts_headline) and its history page
  'src/modules/prajna/prajna.test.ts',
  'src/modules/prajna/prajna-provider.test.ts',
  // issue 22: the search's tenant-checked candidate function and hand-written ranking; the library's facets
  'src/modules/search/search.test.ts',
  'src/modules/content/content.test.ts',
  // issue 23: the seat ledger (40 concurrent registrations race for 20 seats under the event row's lock)
  'src/modules/events/registrations.test.ts',
  'src/modules/events/events.test.ts',
  // issue 23: hand-written card and upload-reader SQL (jsonb answers), row locks on a competition's moves
  'src/modules/competitions/competitions.test.ts',
  // issue 24: assessments created on first use (ON CONFLICT under concurrent first calls), one-statement
  // step saves (jsonb minus text[] merge), the pathway's hand-written search and row lock
  'src/modules/readiness/readiness.test.ts',
  'src/modules/readiness/pathway.test.ts',
];
