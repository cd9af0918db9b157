import {
  PROFILE_SECTIONS,
  type TProfileSection,
  type TSectionVisibility,
  type TVisibility,
} from '@ankur/shared/schemas/profiles';

/**
 * Who sees a section of a person's profile (decision 31). The viewer is null when nobody is
 * signed in (the public profile read) and is always inside the profile's tenant otherwise: row-level
 * security shows no profile of another tenant. Connections do not exist yet, so 'connections'
 * shows to the owner only, like 'only_me'.
 */
export interface Viewer {
  userId: number | null;
  /** a community moderator (issue 21): sees what moderators hid */
  moderator?: boolean;
}

export function maySee(visibility: TVisibility, viewer: Viewer, ownerId: number): boolean {
  if (viewer.userId === ownerId) return true;
  switch (visibility) {
    case 'public':
      return true;
    case 'members':
      return viewer.userId !== null;
    default:
      // 'connections' (not built yet) and 'only_me'
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
