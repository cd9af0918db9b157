import { contentPath } from '@ankur/shared/schemas/content';
import { competitionForModeration, setCompetitionHidden } from '../../competitions/index.ts';
import { contentForModeration, setContentHidden } from '../../content/index.ts';
import { eventForModeration, setEventHidden } from '../../events/index.ts';
import { registerModerationTarget } from './targets.ts';

/**
 * What organisers and authors publish as moderation targets: a library piece (issue 22), an event's
 * page and a competition's page (issue 23). A library piece as a moderation target: anyone who reads a published piece may report
 * it; hiding it takes it out of the library's lists, the search and reading (its author and the
 * library's editors still see it in the studio).
 */
let registered = false;

export function registerPublicationTargets(): void {
  // the registry lives as long as the process: an app built twice (tests) registers once
  if (registered) return;
  registered = true;
  registerModerationTarget({
    kind: 'content',
    describe: async (tx, id) => {
      const piece = await contentForModeration(tx, id);
      if (!piece) return null;
      return {
        authorId: piece.author_id,
        circleId: null,
        excerpt: [piece.title, piece.summary].filter(Boolean).join(' — ').slice(0, 280),
        link: contentPath(piece.kind, id),
        hidden: piece.hidden,
      };
    },
    setHidden: (tx, id, hidden, at) => setContentHidden(tx, id, hidden, at),
  });
  // hidden events and competitions leave the finders, their pages and the search for all but their organisers
  registerModerationTarget({
    kind: 'event',
    describe: async (tx, id) => {
      const e = await eventForModeration(tx, id);
      if (!e) return null;
      const excerpt = [e.title, e.summary].filter(Boolean).join(' — ').slice(0, 280);
      return { authorId: e.organiser_id, circleId: null, excerpt, link: `/events/${id}`, hidden: e.hidden };
    },
    setHidden: (tx, id, hidden, at) => setEventHidden(tx, id, hidden, at),
  });
  registerModerationTarget({
    kind: 'competition',
    describe: async (tx, id) => {
      const c = await competitionForModeration(tx, id);
      if (!c) return null;
      const excerpt = [c.title, c.summary].filter(Boolean).join(' — ').slice(0, 280);
      return { authorId: c.organiser_id, circleId: null, excerpt, link: `/competition/${id}`, hidden: c.hidden };
    },
    setHidden: (tx, id, hidden, at) => setCompetitionHidden(tx, id, hidden, at),
  });
}
