import {
  APPLICATIONS_PAGE,
  COMPETITION_ERRORS,
  type TApplication,
  type TApplicationPage,
  type TFormField,
  type TMyApplication,
  type ZApplicationInput,
  type ZApplicationListQuery,
} from '@ankur/shared/schemas/competitions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { notify } from '../notifications/index.ts';
import {
  type ApplicationRow,
  applicationOfPerson,
  findApplication,
  insertApplication,
  insertLead,
  listApplications,
  livePeople,
  lockApplication,
  replaceMembers,
  takenMembers,
  updateApplication,
  uploadsByIds,
} from './applications.repository.ts';
import { type CompetitionRow, countApplications, lockCompetition } from './competitions.repository.ts';
import { applicationViews, fieldError, managedCompetition, readableCompetition } from './views.ts';

/**
 * Teams apply (issue 23): the actor leads; members are people of the tenant in no other
 * application of the competition; answers are checked per field (every required one on submit);
 * the lead edits, submits and withdraws until the deadline. Withdrawing frees the members (the
 * lead may submit again before the deadline). Members are told they were added.
 */

type Input = z.output<typeof ZApplicationInput>;
const link = (id: number) => `/competition/${id}`;

/** Applications are taken while the competition is open, from opens_at until closes_at. */
function assertTaking(c: CompetitionRow, now: Date) {
  if (c.status !== 'open' || now < new Date(c.opens_at)) throw conflict(COMPETITION_ERRORS.notOpen);
  if (now >= new Date(c.closes_at)) throw conflict(COMPETITION_ERRORS.deadlinePassed);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Checks each answer against its field; returns the answers to store (blank ones dropped). */
async function checkAnswers(
  tx: Db,
  scope: Scope,
  form: TFormField[],
  answers: Input['answers'],
  submit: boolean,
  before: ApplicationRow | undefined,
): Promise<Record<string, string | number>> {
  const out: Record<string, string | number> = {};
  const fileIds: { key: string; id: number }[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const f = form.find((x) => x.key === key);
    const path = `body.answers.${key}`;
    if (!f) throw fieldError(path, COMPETITION_ERRORS.unknownField);
    if (isBlank(value)) continue;
    switch (f.kind) {
      case 'number': {
        const n = typeof value === 'number' ? value : Number(String(value).trim());
        if (!Number.isFinite(n)) throw fieldError(path, COMPETITION_ERRORS.notNumber);
        out[key] = n;
        break;
      }
      case 'file': {
        const id = typeof value === 'number' ? value : Number(value);
        if (!Number.isInteger(id) || id <= 0 || id > 2147483647)
          throw fieldError(path, COMPETITION_ERRORS.notYourUpload);
        out[key] = id;
        if (before?.answers[key] !== id) fileIds.push({ key, id });
        break;
      }
      default: {
        const text = String(value).trim();
        if (f.max_length !== null && text.length > f.max_length) throw fieldError(path, COMPETITION_ERRORS.tooLong);
        if (f.kind === 'url' && !/^https?:\/\/[^\s]+\.[^\s]+$/i.test(text))
          throw fieldError(path, COMPETITION_ERRORS.notUrl);
        if (f.kind === 'choice' && !f.options.includes(text)) throw fieldError(path, COMPETITION_ERRORS.notChoice);
        out[key] = text;
      }
    }
  }
  if (fileIds.length) {
    const ups = new Map(
      (
        await uploadsByIds(
          tx,
          fileIds.map((f) => f.id),
        )
      ).map((u) => [u.upload_id, u]),
    );
    for (const f of fileIds) {
      const u = ups.get(f.id);
      if (u?.purpose !== 'competition' || u.owner_user_id !== scope.actor.userId) {
        throw fieldError(`body.answers.${f.key}`, COMPETITION_ERRORS.notYourUpload);
      }
    }
  }
  if (submit) {
    const missing = form.find((f) => f.required && isBlank(out[f.key]));
    if (missing) throw fieldError(`body.answers.${missing.key}`, COMPETITION_ERRORS.fieldRequired);
  }
  return out;
}

/** The members: people of the tenant, not the lead, in no other application; the team within range. */
async function checkTeam(
  tx: Db,
  scope: Scope,
  c: CompetitionRow,
  memberIds: number[],
  submit: boolean,
  applicationId: number | null,
): Promise<number[]> {
  const members = [...new Set(memberIds)].filter((id) => id !== scope.actor.userId);
  const size = members.length + 1;
  if (size > c.team_max || (submit && size < c.team_min)) {
    throw fieldError('body.member_ids', COMPETITION_ERRORS.teamSize);
  }
  const live = await livePeople(tx, members, scope);
  if (live.length !== members.length) throw fieldError('body.member_ids', COMPETITION_ERRORS.notMember);
  const taken = await takenMembers(tx, c.competition_id, members, applicationId);
  if (taken.length) {
    throw conflict(COMPETITION_ERRORS.alreadyApplied, [
      { path: 'body.member_ids', message: `${taken.join(', ')} already in another application` },
    ]);
  }
  return members;
}

const forms = (c: CompetitionRow) => new Map([[c.competition_id, c.form]]);

async function viewOf(tx: Db, c: CompetitionRow, id: number): Promise<TApplication> {
  const row = (await findApplication(tx, id))!;
  const [view] = await applicationViews(tx, [row], forms(c));
  return view!;
}

async function tellAdded(tx: Db, c: CompetitionRow, teamName: string, added: number[]) {
  await notify(tx, {
    userIds: added,
    type: 'competition',
    title: `You were added to team ${teamName} for ${c.title}`,
    link: link(c.competition_id),
  });
}

export function apply(db: Db, scope: Scope, competitionId: number, input: Input, now: Date): Promise<TApplication> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await readableCompetition(tx, scope.actor, competitionId);
    const c = (await lockCompetition(tx, competitionId))!;
    assertTaking(c, now);
    if (await applicationOfPerson(tx, competitionId, scope.actor.userId))
      throw conflict(COMPETITION_ERRORS.alreadyApplied);
    const members = await checkTeam(tx, scope, c, input.member_ids, input.submit, null);
    const answers = await checkAnswers(tx, scope, c.form, input.answers, input.submit, undefined);
    const row = await insertApplication(tx, {
      competition_id: competitionId,
      lead_id: scope.actor.userId,
      team_name: input.team_name,
      answers,
      status: input.submit ? 'submitted' : 'draft',
      submitted_at: input.submit ? now.toISOString() : null,
    });
    await insertLead(tx, competitionId, row.application_id, scope.actor.userId);
    const added = await replaceMembers(tx, competitionId, row.application_id, members);
    await tellAdded(tx, c, input.team_name, added);
    await countApplications(tx, competitionId);
    return viewOf(tx, c, row.application_id);
  });
}

/** The application the lead may change now (open, before the deadline), locked. */
async function leadsApplication(tx: Db, scope: Scope, id: number, now: Date) {
  const found = await findApplication(tx, id);
  if (!found) throw notFound(COMPETITION_ERRORS.noApplication);
  const c = await readableCompetition(tx, scope.actor, found.competition_id);
  if (found.lead_id !== scope.actor.userId) {
    const mine = await applicationOfPerson(tx, c.competition_id, scope.actor.userId);
    if (mine?.application_id === id || c.organiser_id === scope.actor.userId)
      throw forbidden(COMPETITION_ERRORS.notLead);
    throw notFound(COMPETITION_ERRORS.noApplication);
  }
  // the competition first (as apply does): team changes of two applications never race for a person
  await lockCompetition(tx, c.competition_id);
  const row = (await lockApplication(tx, id))!;
  assertTaking(c, now);
  return { c, row };
}

export function editApplication(db: Db, scope: Scope, id: number, input: Input, now: Date): Promise<TApplication> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { c, row } = await leadsApplication(tx, scope, id, now);
    // saving a submitted application keeps it submitted (the team edits until the deadline): checked as such
    const submitting = input.submit || row.status === 'submitted';
    const members = await checkTeam(tx, scope, c, input.member_ids, submitting, id);
    const answers = await checkAnswers(tx, scope, c.form, input.answers, submitting, row);
    const status = submitting ? 'submitted' : 'draft';
    await updateApplication(tx, id, {
      team_name: input.team_name,
      answers,
      status,
      submitted_at: status === 'submitted' ? (row.submitted_at ?? now.toISOString()) : null,
      withdrawn_at: null,
    });
    const added = await replaceMembers(tx, c.competition_id, id, members);
    await tellAdded(tx, c, input.team_name, added);
    await countApplications(tx, c.competition_id);
    return viewOf(tx, c, id);
  });
}

export function withdrawApplication(db: Db, scope: Scope, id: number, now: Date): Promise<TApplication> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { c, row } = await leadsApplication(tx, scope, id, now);
    if (row.status === 'withdrawn') return viewOf(tx, c, id);
    await updateApplication(tx, id, { status: 'withdrawn', withdrawn_at: now.toISOString() });
    await replaceMembers(tx, c.competition_id, id, []);
    await countApplications(tx, c.competition_id);
    return viewOf(tx, c, id);
  });
}

export function myApplication(db: Db, scope: Scope, competitionId: number): Promise<TMyApplication> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const c = await readableCompetition(tx, scope.actor, competitionId);
    const row = await applicationOfPerson(tx, competitionId, scope.actor.userId);
    if (!row) return { application: null };
    const [view] = await applicationViews(tx, [row], forms(c));
    return { application: view ?? null };
  });
}

export function organiserApplications(
  db: Db,
  scope: Scope,
  competitionId: number,
  q: z.output<typeof ZApplicationListQuery>,
): Promise<TApplicationPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const c = await managedCompetition(tx, scope.actor, competitionId);
    const { rows, total } = await listApplications(tx, competitionId, q.status, q.page, APPLICATIONS_PAGE);
    return {
      data: await applicationViews(tx, rows, forms(c)),
      meta: { page: q.page, limit: APPLICATIONS_PAGE, total },
    };
  });
}
