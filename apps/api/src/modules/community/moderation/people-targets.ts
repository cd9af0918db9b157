import {
  memberForModeration,
  profileForModeration,
  setProfileHidden,
  setVentureHidden,
  ventureForModeration,
} from '../../profiles/index.ts';
import { registerModerationTarget } from './targets.ts';

/**
 * People as moderation targets (issue 21): a member (warn or suspend them; hiding a person hides
 * nothing), their profile (target id = the person's user id; hiding it hides its text sections)
 * and a venture (hidden from everyone but its team and moderators).
 */
let registered = false;

export function registerPeopleTargets(): void {
  // the registry lives as long as the process: an app built twice (tests) registers once
  if (registered) return;
  registered = true;
  registerModerationTarget({
    kind: 'member',
    describe: async (tx, id) => {
      const member = await memberForModeration(tx, id);
      if (!member) return null;
      return {
        authorId: id,
        circleId: null,
        excerpt: [member.name, member.headline].filter(Boolean).join(' — '),
        link: `/user/profile/${id}`,
        hidden: false,
      };
    },
    setHidden: async () => {},
  });
  registerModerationTarget({
    kind: 'profile',
    describe: async (tx, id, viewerId) => {
      const profile = await profileForModeration(tx, id, viewerId);
      return profile
        ? {
            authorId: id,
            circleId: null,
            excerpt: profile.excerpt,
            link: `/user/profile/${id}`,
            hidden: profile.hidden,
          }
        : null;
    },
    setHidden: (tx, id, hidden, at) => setProfileHidden(tx, id, hidden, at),
  });
  registerModerationTarget({
    kind: 'venture',
    describe: async (tx, id, viewerId) => {
      const venture = await ventureForModeration(tx, id, viewerId);
      if (!venture) return null;
      return {
        // a team member reporting their own venture counts as reporting themself
        authorId: venture.onTeam ? viewerId : venture.ownerId,
        circleId: null,
        excerpt: venture.excerpt,
        link: `/profile/entrepreneurial?venture=${id}`,
        hidden: venture.hidden,
      };
    },
    setHidden: (tx, id, hidden, at) => setVentureHidden(tx, id, hidden, at),
  });
}
