import {
  EMPTY_ONBOARDING,
  type TMyProfile,
  type TProfileInput,
  type TProfileView,
  type TVisibility,
} from '@ankur/shared/schemas/profiles';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { profileVisibilityOf } from '../identity/index.ts';
import { learningForProfile } from '../programs/index.ts';
import { syncSearch } from '../search/index.ts';
import { toPersonalityResult } from './personality.service.ts';
import {
  findProfile,
  type ProfileRow,
  type ProfileValues,
  personalityResultsOf,
  personCard,
  upsertProfile,
} from './profiles.repository.ts';
import { visibleVentureOf } from './ventures.service.ts';
import { maySee, sectionVisibility, type Viewer, withConnection } from './visibility.ts';

/**
 * Profiles (issue 20): one per person per tenant. A reader sees each section only as its owner
 * allows (visibility.ts); the owner reads and writes the whole profile at profiles/me.
 */

export const NO_PROFILE = 'No profile to show for this person.';

/** Where the processed photo is read (the version busts a cached copy after a change). */
export const photoUrl = (userId: number, key: string | null) =>
  key ? `/api/profiles/${userId}/photo?v=${key.slice(0, 8)}` : null;

/** The viewer's view of a person's profile in the tenant; 404 when the viewer may see nothing. */
export async function viewProfile(db: Db, tenantId: string, reader: Viewer, userId: number): Promise<TProfileView> {
  const card = await personCard(db, userId);
  if (!card) throw notFound(NO_PROFILE);
  const fallback = await profileVisibilityOf(db, userId);
  const isOwner = reader.userId === userId;
  return withTenant(db, tenantId, async (tx) => {
    const viewer = await withConnection(tx, reader, userId);
    const row = await findProfile(tx, userId);
    if (!row && !isOwner) throw notFound(NO_PROFILE);
    const vis = sectionVisibility(row?.visibility, fallback);
    const sees = (section: keyof typeof vis) => maySee(vis[section], viewer, userId);
    if (!isOwner && !Object.values(vis).some((v) => maySee(v, viewer, userId))) throw notFound(NO_PROFILE);
    // hidden by a community moderator (issue 21): the photo and text sections show to the owner and moderators only
    const text = !row?.hidden_at || isOwner || viewer.moderator === true;
    const basic = sees('basic') && text;
    let learning: TProfileView['learning'] = null;
    if (row && sees('learning')) {
      const all = await learningForProfile(tx, userId);
      const shown = new Set(row.shown_programs);
      learning = {
        programs: all.programs.filter((p) => shown.has(p.program_id)),
        certificates: row.show_certificates ? all.certificates : [],
      };
    }
    let personality: TProfileView['personality'] = null;
    if (sees('personality')) {
      const [latest] = await personalityResultsOf(tx, userId, 1);
      personality = latest ? toPersonalityResult(latest) : null;
    }
    const venture = sees('venture') ? await visibleVentureOf(tx, viewer, userId) : null;
    return {
      user_id: userId,
      name: card.name,
      username: card.username,
      is_owner: isOwner,
      roles: card.roles,
      photo_url: basic ? photoUrl(userId, row?.photo_key ?? null) : null,
      headline: basic ? (row?.headline ?? '') : null,
      city: basic ? (row?.city ?? '') : null,
      state: basic ? (row?.state ?? null) : null,
      about:
        row && sees('about') && text
          ? { bio: row.bio, languages: row.languages, links: row.links, skills: row.skills }
          : isOwner
            ? { bio: '', languages: [], links: [], skills: [] }
            : null,
      role_details: sees('roles') && text ? (row?.role_details ?? {}) : null,
      learning,
      personality,
      venture_id: venture,
      hidden: row?.hidden_at != null,
    };
  });
}

function toMine(
  userId: number,
  name: string,
  row: ProfileRow | undefined,
  fallback: TVisibility,
  enrolled: { program_id: number; program_name: string }[],
): TMyProfile {
  return {
    user_id: userId,
    name,
    headline: row?.headline ?? '',
    bio: row?.bio ?? '',
    city: row?.city ?? '',
    state: (row?.state as TMyProfile['state']) ?? null,
    languages: row?.languages ?? [],
    links: row?.links ?? [],
    skills: row?.skills ?? [],
    photo_url: photoUrl(userId, row?.photo_key ?? null),
    role_details: row?.role_details ?? {},
    visibility: sectionVisibility(row?.visibility, fallback),
    default_visibility: fallback,
    onboarding: row?.onboarding ?? EMPTY_ONBOARDING,
    shown_programs: row?.shown_programs ?? [],
    show_certificates: row?.show_certificates ?? false,
    enrolled_programs: enrolled,
  };
}

/** GET profiles/me: the owner's whole profile (an empty one before the first save). */
export async function loadMyProfile(db: Db, scope: Scope): Promise<TMyProfile> {
  const userId = scope.actor.userId;
  const card = await personCard(db, userId);
  const fallback = await profileVisibilityOf(db, userId);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await findProfile(tx, userId);
    const { programs } = await learningForProfile(tx, userId);
    return toMine(userId, card?.name ?? scope.actor.username, row, fallback, programs);
  });
}

/** PUT profiles/me: the given fields change, in one transaction; role details merge per role. */
export async function saveMyProfile(db: Db, scope: Scope, input: TProfileInput): Promise<TMyProfile> {
  const userId = scope.actor.userId;
  await withTenant(db, scope.tenantId, async (tx) => {
    const row = await findProfile(tx, userId);
    const values: ProfileValues = {};
    for (const key of ['headline', 'bio', 'city', 'state', 'languages', 'links', 'skills', 'shown_programs'] as const) {
      if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
    }
    if (input.show_certificates !== undefined) values.show_certificates = input.show_certificates;
    if (input.role_details) values.role_details = { ...(row?.role_details ?? {}), ...input.role_details };
    if (input.visibility) values.visibility = { ...(row?.visibility ?? {}), ...input.visibility };
    if (input.onboarding) values.onboarding = input.onboarding;
    await upsertProfile(tx, userId, values);
    await syncSearch(tx, 'person', [userId]);
  });
  return loadMyProfile(db, scope);
}

/** Sets (or clears) the photo's storage key; answers the key it replaced, to delete after commit. */
export async function setPhotoKey(db: Db, scope: Scope, key: string | null): Promise<string | null> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const before = await findProfile(tx, scope.actor.userId);
    await upsertProfile(tx, scope.actor.userId, { photo_key: key });
    await syncSearch(tx, 'person', [scope.actor.userId]);
    return before?.photo_key ?? null;
  });
}

/** The storage key of a person's photo when the viewer may see their basic section. */
export async function readablePhotoKey(db: Db, tenantId: string, viewer: Viewer, userId: number): Promise<string> {
  const fallback = await profileVisibilityOf(db, userId);
  const key = await withTenant(db, tenantId, async (tx) => {
    const row = await findProfile(tx, userId);
    if (!row?.photo_key) return null;
    const basic = sectionVisibility(row.visibility, fallback).basic;
    return maySee(basic, await withConnection(tx, viewer, userId), userId) ? row.photo_key : null;
  });
  if (!key) throw notFound('No photo.');
  return key;
}
