import {
  PROFILE_SECTIONS,
  type TProfileSection,
  type TSectionVisibility,
  type TVisibility,
} from '@ankur/shared/schemas/profiles';
import type { Db } from '../../db/client.ts';
import { isConnected } from './profiles.repository.ts';

/**
 * Who sees a section of a person's profile (decision 31). The viewer is null when nobody is
 * signed in (the public profile read) and is always inside the profile's tenant otherwise: row-level
 * security shows no profile of another tenant. 'connections' shows to the people the owner has an
 * accepted connection with (issue 21: `withConnection()` fills `connectedTo` for the owner read).
 */
export interface Viewer {
  userId: number | null;
  /** the owners the viewer has an accepted connection with (as far as the caller looked) */
  connectedTo?: ReadonlySet<number>;
  /** a community moderator (issue 21): sees what moderators hid */
  moderator?: boolean;
}

/** The viewer, knowing whether they are connected with `ownerId` (one query in the tenant transaction). */
export async function withConnection(tx: Db, viewer: Viewer, ownerId: number): Promise<Viewer> {
  if (viewer.userId === null || viewer.userId === ownerId) return viewer;
  return (await isConnected(tx, viewer.userId, ownerId))
    ? { ...viewer, connectedTo: new Set([...(viewer.connectedTo ?? []), ownerId]) }
    : viewer;
}

export function maySee(visibility: TVisibility, viewer: Viewer, ownerId: number): boolean {
  if (viewer.userId === ownerId) return true;
  switch (visibility) {
    case 'public':
      return true;
    case 'members':
      return viewer.userId !== null;
    case 'connections':
      return viewer.connectedTo?.has(ownerId) ?? false;
    default:
      return false;
  }
}

/** Every section's visibility: the profile's own choice, else the account's default. */
export function sectionVisibility(
  stored: TSectionVisibility | null | undefined,
  fallback: TVisibility,
): Record<TProfileSection, TVisibility> {
  return Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, stored?.[s] ?? fallback])) as Record<
    TProfileSection,
    TVisibility
  >;
}
