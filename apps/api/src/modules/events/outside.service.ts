import {
  EVENT_ERRORS,
  type TOutsidePage,
  type TOutsideRegistration,
  type ZOutsideQuery,
  type ZOutsideRegistrationInput,
  type ZOutsideRegistrationPatch,
} from '@ankur/shared/schemas/events';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { UserScope } from '../../lib/scope.ts';
import {
  deleteOutside,
  findOutside,
  insertOutside,
  type OutsideRow,
  type OutsideValues,
  outsidePage,
  updateOutside,
} from './outside.repository.ts';

/**
 * Outside registrations (issue 23, /outside-registrations): events a person booked elsewhere — a
 * title, a link, when and where — kept beside their tickets and in their calendar. Always the
 * signed-in person's own rows in the session's tenant: another person's id answers 404.
 */

const iso = (v: string) => new Date(v).toISOString();

export function outsideOut(row: OutsideRow): TOutsideRegistration {
  return {
    outside_id: row.outside_id,
    title: row.title,
    url: row.url,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    location: row.location,
    organiser: row.organiser,
    notes: row.notes,
    created_at: iso(row.created_at),
  };
}

/** The years a date may fall in (PostgreSQL has no year 0; nobody books an event in 0001). */
const YEARS = [2000, 2100] as const;

function assertTimes(v: Pick<OutsideValues, 'starts_at' | 'ends_at'>): void {
  for (const field of ['starts_at', 'ends_at'] as const) {
    const year = new Date(v[field]).getUTCFullYear();
    if (!(year >= YEARS[0] && year <= YEARS[1])) {
      const message = `must be a date between ${YEARS[0]} and ${YEARS[1]}`;
      throw badRequest(`Invalid body.${field}: ${message}`, [{ path: `body.${field}`, message }]);
    }
  }
  if (Date.parse(v.ends_at) <= Date.parse(v.starts_at)) {
    throw badRequest(`Invalid body.ends_at: ${EVENT_ERRORS.endBeforeStart}`, [
      { path: 'body.ends_at', message: EVENT_ERRORS.endBeforeStart },
    ]);
  }
}

const stored = (v: OutsideValues): OutsideValues => ({ ...v, starts_at: iso(v.starts_at), ends_at: iso(v.ends_at) });

export function listOutside(
  db: Db,
  scope: UserScope,
  q: z.output<typeof ZOutsideQuery>,
  now: Date,
): Promise<TOutsidePage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, total } = await outsidePage(tx, scope.actor.userId, { ...q, now: now.toISOString() });
    return { data: rows.map(outsideOut), meta: { page: q.page, limit: q.limit, total } };
  });
}

export function createOutside(
  db: Db,
  scope: UserScope,
  input: z.output<typeof ZOutsideRegistrationInput>,
): Promise<TOutsideRegistration> {
  assertTimes(input);
  return withTenant(db, scope.tenantId, async (tx) =>
    outsideOut(await insertOutside(tx, scope.actor.userId, stored(input))),
  );
}

export function changeOutside(
  db: Db,
  scope: UserScope,
  outsideId: number,
  patch: z.output<typeof ZOutsideRegistrationPatch>,
): Promise<TOutsideRegistration> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const current = await findOutside(tx, scope.actor.userId, outsideId);
    if (!current) throw notFound(EVENT_ERRORS.noOutside);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const merged: OutsideValues = {
      title: current.title,
      url: current.url,
      starts_at: current.starts_at,
      ends_at: current.ends_at,
      location: current.location,
      organiser: current.organiser,
      notes: current.notes,
      ...defined,
    };
    assertTimes(merged);
    return outsideOut((await updateOutside(tx, scope.actor.userId, outsideId, stored(merged)))!);
  });
}

export function removeOutside(db: Db, scope: UserScope, outsideId: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await deleteOutside(tx, scope.actor.userId, outsideId))) throw notFound(EVENT_ERRORS.noOutside);
  });
}
