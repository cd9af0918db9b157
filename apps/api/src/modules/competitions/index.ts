import { defineModule } from '../../lib/module.ts';

/**
 * Competitions (issue 23): the organiser's setup (competitions.service.ts), teams' applications
 * (applications.service.ts), rounds, judges' assignments and scores (judging.service.ts), standings,
 * results, the leaderboard and winners' certificates.
 */
export const competitionsModule = defineModule({
  name: 'competitions',
});
