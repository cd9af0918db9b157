import { contentPath } from '@ankur/shared/schemas/content';
import { contentForModeration, setContentHidden } from '../../content/index.ts';
import { registerModerationTarget } from './targets.ts';

/**
 * A library piece as a moderation target (issue 22): anyone who reads a published piece may report
 * it; hiding it takes it out of the library's lists, the search and reading (its author and the
 * library's editors still see it in the studio).
 */
let registered = false;

export function registerContentTargets(): void {
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
}
