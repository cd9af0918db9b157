import type { TLockedApp, TMembershipStatus, TPlanPeriod } from '@ankur/shared/schemas/memberships';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { auditColumns, tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/**
 * Memberships (issue 20): a tenant's plans, its members' subscriptions and the sponsor codes an
 * organisation hands its cohort. All three are tenant tables under forced row-level security
 * (0017_memberships.sql).
 */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    plan_id: serial('plan_id').primaryKey(),
    ...tenantColumn(),
    name: text('name').notNull(),
    description: text('description'),
    /** INR in paise; 0 = free */
    price_paise: integer('price_paise').notNull().default(0),
    period: text('period').$type<TPlanPeriod>().notNull(),
    /** the SPEC §2 locked apps the plan unlocks */
    apps: jsonb('apps').$type<TLockedApp[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    check('membership_plans_period_ck', sql`${t.period} in ('month', 'year', 'lifetime')`),
    check('membership_plans_price_ck', sql`${t.price_paise} >= 0`),
    index('membership_plans_tenant_idx').on(t.tenant_id, t.active, t.price_paise),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    membership_id: serial('membership_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.plan_id),
    status: text('status').$type<TMembershipStatus>().notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'string' }),
    /** null: never ends (a lifetime plan) */
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
    /** the payment provider: 'free', 'offline', 'sponsor' (a real gateway's name later) */
    provider: text('provider').notNull(),
    /** the provider's reference: the UTR of a bank transfer, the sponsor code redeemed */
    provider_ref: text('provider_ref'),
    sponsor_code_id: integer('sponsor_code_id').references(() => sponsorCodes.code_id),
    decided_by: integer('decided_by').references(() => users.user_id),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('memberships_status_ck', sql`${t.status} in ('pending', 'active', 'declined', 'cancelled', 'expired')`),
    // a member holds at most one open (waiting or running) membership: a second request races into this
    uniqueIndex('memberships_open_uq').on(t.tenant_id, t.user_id).where(sql`${t.status} in ('pending', 'active')`),
    index('memberships_user_idx').on(t.tenant_id, t.user_id, t.membership_id.desc()),
    index('memberships_status_idx').on(t.tenant_id, t.status, t.membership_id),
  ],
);

export const sponsorCodes = pgTable(
  'sponsor_codes',
  {
    code_id: serial('code_id').primaryKey(),
    ...tenantColumn(),
    /** upper-cased; unique in the tenant */
    code: text('code').notNull(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.plan_id),
    sponsor_name: text('sponsor_name').notNull(),
    seats: integer('seats').notNull(),
    used: integer('used').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    active: boolean('active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    check('sponsor_codes_seats_ck', sql`${t.used} >= 0 and ${t.used} <= ${t.seats}`),
    uniqueIndex('sponsor_codes_code_uq').on(t.tenant_id, t.code),
  ],
);
