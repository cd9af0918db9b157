import { hasPermission } from '@ankur/shared/access';
import { COMMUNITY_MODERATOR_PRIVILEGE } from '@ankur/shared/schemas/community';
import type { Actor } from '../../lib/scope.ts';

/** A community moderator (issue 21): sees the profiles and ventures moderators hid. */
export const isCommunityModerator = (actor: Pick<Actor, 'privileges'>): boolean =>
  hasPermission(actor.privileges, COMMUNITY_MODERATOR_PRIVILEGE.menu, COMMUNITY_MODERATOR_PRIVILEGE.permission);
