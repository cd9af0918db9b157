import { hasPermission } from '@ankur/shared/access';
import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import { ENROLMENT_CLOSED_MESSAGE, enrolmentOpen, programSchedule } from '@ankur/shared/program-schedule';
import { ENROL_PERMISSION, PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { courses, modules, programEnrollments, programs, units } from '../../db/schema/programs.ts';
import { systemClock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { type Actor, isPlatformTenant } from '../../plugins/session.ts';
import type { ResourceBindings } from '../../resources/catalog.ts';
import type { WriteGuard } from '../../resources/define.ts';
import { syncSearch } from '../search/index.ts';
import { tenantPeopleCondition } from '../tenants/index.ts';
import { enrolmentsWritten } from './enrolment-requests.service.ts';
import { programTimes } from './programs.repository.ts';

const num = (v: unknown) => v as number;

const isProgramManager = (privileges: Parameters<typeof hasPermission>[0]) =>
  hasPermission(privileges, PROGRAMS_MENU, 'update');

/** The programs an actor may see: learners see published programs; drafts and archives are for program managers. */
export const programScope = (actor: Actor): SQL | undefined =>
  isProgramManager(actor.privileges) ? undefined : eq(programs.status, 'published');

/** The answer to a reference that names no record (as a dangling foreign key answers). */
const noRecord = (column: string, id: unknown) =>
  badRequest(`Invalid ${column}: no record with ${column} ${id}`, { field: column });

/**
 * An enrolment reaches only people of the tenant (active members inside an organisation's
 * tenant), and a learner's only programs they can see: anything else answers as if it did not
 * exist, so neither outsiders nor drafts can be discovered or reached (issue 18).
 */
async function assertEnrolmentTargets(tx: Db, actor: Actor, items: Record<string, unknown>[]) {
  const userIds = [...new Set(items.map((i) => i.user_id).filter((v) => typeof v === 'number'))] as number[];
  if (userIds.length) {
    const scope = { tenantId: actor.tenantId ?? '', platform: isPlatformTenant(actor.tenantId) };
    const found = await tx
      .select({ id: users.user_id })
      .from(users)
      .where(and(inArray(users.user_id, userIds), tenantPeopleCondition(users.user_id, scope)));
    const known = new Set(found.map((r) => r.id));
    const missing = userIds.find((id) => !known.has(id));
    if (missing !== undefined) throw noRecord('user_id', missing);
  }
  const hidden = programScope(actor);
  const programIds = [...new Set(items.map((i) => i.program_id).filter((v) => typeof v === 'number'))] as number[];
  if (hidden && programIds.length) {
    const found = await tx
      .select({ id: programs.program_id })
      .from(programs)
      .where(and(inArray(programs.program_id, programIds), eq(programs.is_deleted, false), hidden));
    const known = new Set(found.map((r) => r.id));
    const missing = programIds.find((id) => !known.has(id));
    if (missing !== undefined) throw noRecord('program_id', missing);
  }
}

/**
 * A learner's request reaches only a program that takes requests (issue 19): before its start,
 * while it runs, or always when self-paced; after its end the answer is 409 saying why. Program
 * managers may still enrol someone by hand (a late addition is their call).
 */
async function assertEnrolmentOpen(tx: Db, items: Record<string, unknown>[]) {
  const ids = [...new Set(items.map((i) => i.program_id).filter((v) => typeof v === 'number'))] as number[];
  if (!ids.length) return;
  const today = isoDateIn(systemClock.now(), DEFAULT_DATE_TIME_ZONE);
  for (const program of (await programTimes(tx, ids)).values()) {
    if (!enrolmentOpen(programSchedule(program, today))) {
      throw conflict(ENROLMENT_CLOSED_MESSAGE, { field: 'program_id', program_id: program.program_id });
    }
  }
}

/**
 * programs-enrolled: learners see and write only their own enrolments (others answer 404); a
 * learner's enrolment starts pending and the learner may only withdraw it. Managers: all. A
 * request notifies the tenant's program managers, a manager's approval or rejection the learner,
 * and every change reaches the screens of both live (enrolment-requests.service.ts).
 */
const enrolmentGuard: WriteGuard = {
  async before(tx, actor, e) {
    if (e.op !== 'delete') await assertEnrolmentTargets(tx, actor, e.items);
    if (isProgramManager(actor.privileges)) return;
    if (e.op === 'delete') {
      for (const row of e.before.values()) {
        if (row.enrollment_status !== 'pending') {
          throw forbidden('Only a pending enrolment can be cancelled; withdraw from the program instead.');
        }
      }
      return;
    }
    for (const item of e.items) {
      if (item.user_id !== undefined && item.user_id !== actor.userId) throw forbidden('You may only enrol yourself.');
      if (e.op === 'update') {
        const current = e.before.get(num(item.enrollment_id))!;
        const changed = Object.keys(item).filter((k) => k !== 'enrollment_id' && item[k] !== current[k]);
        if (changed.some((k) => k !== 'enrollment_status')) {
          throw forbidden('You may only withdraw your enrolment; a program manager changes anything else.');
        }
      }
      const status = item.enrollment_status;
      if (status === undefined) continue;
      if (e.op === 'create' ? status !== 'pending' : status !== 'withdrawn') {
        throw forbidden(
          e.op === 'create'
            ? 'A new enrolment starts pending; a program manager approves it.'
            : 'You may only withdraw your enrolment; a program manager changes its status.',
        );
      }
    }
    if (e.op === 'create') await assertEnrolmentOpen(tx, e.items);
  },
  after: enrolmentsWritten,
};

/**
 * programs, courses, modules and units: authored HTML is sanitised before it is written
 * (lib/sanitize-html.ts). The repository writes the very item objects the guard sees, on create
 * and update, single and bulk, so rewriting the field here is what gets stored.
 */
const richTextGuard = (field: string): WriteGuard => ({
  async before(_tx, _actor, e) {
    if (e.op === 'delete') return;
    for (const item of e.items) {
      if (typeof item[field] === 'string') item[field] = sanitizeRichText(item[field] as string);
    }
  },
});

/** The SPEC §7 resource groups of learning: programs and their parts, and enrolments. */
export const PROGRAMS_RESOURCES = {
  programs: {
    table: programs,
    guard: {
      ...richTextGuard('program_description'),
      // the one search (issue 22): a program written, published, archived or deleted is current at commit
      after: (tx, _actor, e) =>
        syncSearch(
          tx,
          'program',
          e.rows.map((r) => r.program_id as number),
        ),
    },
    scope: programScope,
  },
  // the parts of a program follow it: learners reach them only in published programs
  courses: {
    table: courses,
    guard: richTextGuard('course_description'),
    scope: (actor) =>
      isProgramManager(actor.privileges)
        ? undefined
        : sql`exists (select 1 from programs p where p.program_id = ${courses.program_id}
            and p.status = 'published' and p.is_deleted = false)`,
  },
  modules: {
    table: modules,
    guard: richTextGuard('module_description'),
    scope: (actor) =>
      isProgramManager(actor.privileges)
        ? undefined
        : sql`exists (select 1 from courses c join programs p on p.program_id = c.program_id
            where c.course_id = ${modules.course_id} and c.is_deleted = false
              and p.status = 'published' and p.is_deleted = false)`,
  },
  units: {
    table: units,
    guard: richTextGuard('content'),
    scope: (actor) =>
      isProgramManager(actor.privileges)
        ? undefined
        : sql`exists (select 1 from modules m join courses c on c.course_id = m.course_id
            join programs p on p.program_id = c.program_id
            where m.module_id = ${units.module_id} and m.is_deleted = false and c.is_deleted = false
              and p.status = 'published' and p.is_deleted = false)`,
  },
  programsEnrolled: {
    table: programEnrollments,
    guard: enrolmentGuard,
    writePermissions: { create: ENROL_PERMISSION, update: ENROL_PERMISSION, delete: ENROL_PERMISSION },
    scope: (actor) => (isProgramManager(actor.privileges) ? undefined : eq(programEnrollments.user_id, actor.userId)),
  },
} satisfies ResourceBindings;
