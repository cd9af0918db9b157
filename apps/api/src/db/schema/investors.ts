import type {
  TInvestmentStage,
  TInvestorSector,
  TInvestorStatus,
  TInvestorType,
} from '@ankur/shared/schemas/investors';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/**
 * Investor registrations (issue 20): one per person and tenant, verified or declined by an
 * administrator. A tenant table under forced row-level security (0017_memberships.sql).
 */
export const investorProfiles = pgTable(
  'investor_profiles',
  {
    profile_id: serial('profile_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    investor_type: text('investor_type').$type<TInvestorType>().notNull(),
    organisation: text('organisation'),
    ticket_min_inr: bigint('ticket_min_inr', { mode: 'number' }).notNull(),
    ticket_max_inr: bigint('ticket_max_inr', { mode: 'number' }).notNull(),
    stages: jsonb('stages').$type<TInvestmentStage[]>().notNull().default([]),
    sectors: jsonb('sectors').$type<TInvestorSector[]>().notNull().default([]),
    portfolio_links: jsonb('portfolio_links').$type<string[]>().notNull().default([]),
    accreditation_declared_at: timestamp('accreditation_declared_at', { withTimezone: true, mode: 'string' }).notNull(),
    status: text('status').$type<TInvestorStatus>().notNull().default('pending'),
    reason: text('reason'),
    decided_by: integer('decided_by').references(() => users.user_id),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('investor_profiles_status_ck', sql`${t.status} in ('pending', 'verified', 'declined')`),
    check('investor_profiles_ticket_ck', sql`${t.ticket_min_inr} > 0 and ${t.ticket_max_inr} >= ${t.ticket_min_inr}`),
    uniqueIndex('investor_profiles_user_uq').on(t.tenant_id, t.user_id),
    index('investor_profiles_status_idx').on(t.tenant_id, t.status, t.profile_id),
  ],
);
