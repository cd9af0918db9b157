import { hasPermission } from '@ankur/shared/access';
import { COMMUNITY_MODERATOR_PRIVILEGE } from '@ankur/shared/schemas/community';
import type { Actor } from '../../../lib/scope.ts';

/** The menu and permission that make a community moderator (Administrator, Tenant Administrator). */
export const MODERATOR_MENU = COMMUNITY_MODERATOR_PRIVILEGE.menu;
export const MODERATOR_PERMISSION = COMMUNITY_MODERATOR_PRIVILEGE.permission;

/** A community moderator: holds 'delete' on 'Community Circle' in the active role. */
export const isCommunityModerator = (actor: Pick<Actor, 'privileges'>): boolean =>
  hasPermission(actor.privileges, MODERATOR_MENU, MODERATOR_PERMISSION);
