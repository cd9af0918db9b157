import {
  EVENT_ERRORS,
  type TAttendance,
  type TMyTicket,
  type TRegistrationPage,
  type ZCheckInInput,
  type ZRegistrationQuery,
} from '@ankur/shared/schemas/events';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { emitAttendance } from './events.delivery.ts';
import { bumpEventCounts } from './events.repository.ts';
import { managedEvent, mayManage, visibleEvent } from './events.service.ts';
import {
  attendanceOf,
  checkInList,
  countRegistrations,
  myTickets,
  registrationByCode,
  registrationById,
  registrationPage,
  updateRegistration,
} from './registrations.repository.ts';
import { iso, toCard, toRegistration, toRow } from './shapes.ts';

/**
 * Tickets and the door (issue 23): my tickets, a ticket's QR code, the organisers' registrations
 * page and check-in list (CSV), checking people in and the live attendance.
 */

export const MY_TICKETS_MAX = 200;

export function ticketsOf(db: Db, scope: Scope): Promise<TMyTicket[]> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { regs, cards } = await myTickets(tx, scope.actor.userId, MY_TICKETS_MAX);
    return regs
      .filter((r) => cards.has(r.event_id))
      .map((r) => ({
        registration: toRegistration(r, { holderOrManager: true }),
        event: toCard(cards.get(r.event_id)!),
      }));
  });
}

/** The QR code (SVG) of a confirmed ticket, for its holder and the event's organisers. */
export function qrSvg(db: Db, scope: Scope, registrationId: number): Promise<string> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const reg = await registrationById(tx, registrationId);
    if (!reg) throw notFound(EVENT_ERRORS.noRegistration);
    const e = await visibleEvent(tx, scope.actor, reg.event_id).catch(() => null);
    const allowed = e && (reg.user_id === scope.actor.userId || mayManage(scope.actor, e));
    if (!allowed || reg.status !== 'confirmed') throw notFound(EVENT_ERRORS.noRegistration);
    return QRCode.toString(reg.ticket_code, { type: 'svg', margin: 2 });
  });
}

export function registrationsOf(
  db: Db,
  scope: Scope,
  eventId: number,
  q: z.output<typeof ZRegistrationQuery>,
): Promise<TRegistrationPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await managedEvent(tx, scope.actor, eventId);
    const rows = await registrationPage(tx, eventId, q, { limit: q.limit, offset: (q.page - 1) * q.limit });
    const total = await countRegistrations(tx, eventId, q);
    return { data: rows.map(toRow), meta: { page: q.page, limit: q.limit, total } };
  });
}

/** A CSV cell: quoted, and a leading = + - @ made inert (spreadsheets would run it as a formula). */
const cell = (v: string) => `"${(/^[=+\-@\t\r]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;

/** The check-in list as CSV (name, e-mail, ticket type, status, checked in at) and its file name. */
export function checkInCsv(db: Db, scope: Scope, eventId: number): Promise<{ csv: string; fileName: string }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const e = await managedEvent(tx, scope.actor, eventId);
    const rows = await checkInList(tx, eventId);
    const lines = [
      ['Name', 'E-mail', 'Ticket type', 'Status', 'Checked in at'].map(cell).join(','),
      ...rows.map((r) =>
        [r.person_name, r.email, r.ticket_name, r.status, r.checked_in_at ? iso(r.checked_in_at) : '']
          .map(cell)
          .join(','),
      ),
    ];
    const slug =
      e.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'event';
    return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, fileName: `check-in-${slug}-${eventId}.csv` };
  });
}

export function attendance(db: Db, scope: Scope, eventId: number): Promise<TAttendance> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await managedEvent(tx, scope.actor, eventId);
    return { event_id: eventId, ...(await attendanceOf(tx, eventId)) };
  });
}

/** Checks a confirmed ticket in (a second scan answers first_time false); the organisers' screens hear it. */
export function checkIn(db: Db, scope: Scope, eventId: number, input: z.output<typeof ZCheckInInput>, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const e = await managedEvent(tx, scope.actor, eventId, true);
    const reg =
      'ticket_code' in input
        ? await registrationByCode(tx, eventId, input.ticket_code)
        : await registrationById(tx, input.registration_id);
    if (!reg || reg.event_id !== eventId) {
      throw notFound('ticket_code' in input ? EVENT_ERRORS.noTicket : EVENT_ERRORS.noRegistration);
    }
    if (reg.status !== 'confirmed') throw conflict(EVENT_ERRORS.notConfirmed, { status: reg.status });
    const firstTime = reg.checked_in_at === null;
    if (firstTime) {
      await updateRegistration(tx, reg.registration_id, {
        checked_in_at: now.toISOString(),
        checked_in_by: scope.actor.userId,
        updated_at: now.toISOString(),
      });
      await bumpEventCounts(tx, eventId, { checkedIn: 1 });
      const counts: TAttendance = { event_id: eventId, ...(await attendanceOf(tx, eventId)) };
      emitAttendance(scope.tenantId, [e.organiser_id, scope.actor.userId], counts);
    }
    const fresh = (await registrationById(tx, reg.registration_id))!;
    return { registration: toRow(fresh), first_time: firstTime };
  });
}
