import { hasPermission } from '@ankur/shared/access';
import { COMPETITION_MENU } from '@ankur/shared/schemas/competitions';
import { UPLOAD_CONTENT_TYPES } from '@ankur/shared/schemas/uploads';
import { defineModule } from '../../lib/module.ts';
import { registerSearchSource } from '../search/index.ts';
import { registerUploadPurpose } from '../uploads/index.ts';
import { uploadReaders } from './applications.repository.ts';
import { competitionRoutes } from './competitions.routes.ts';
import { competitionsSearchSource } from './competitions-search.repository.ts';
import { judgingRoutes } from './judging.routes.ts';
import { registerCompetitionsPersonalData } from './personal-data.repository.ts';

/** Application files and covers: PDFs, slides, documents, images and video up to 50 MB. */
export const COMPETITION_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Competitions (issue 23): the organiser's setup (competitions.service.ts), teams' applications
 * (applications.service.ts), rounds, judges' assignments and scores (judging.service.ts), standings,
 * results, the leaderboard and winners' certificates (results.service.ts). Competitions past their
 * draft feed the one search index; covers and application files are 'competition' uploads.
 */
/** A reported competition for the community's moderation queue (modules/community registers the target). */
export { competitionForModeration, setCompetitionHidden } from './competitions-moderation.repository.ts';

export const competitionsModule = defineModule({
  name: 'competitions',
  setup: async () => {
    registerCompetitionsPersonalData();
    registerUploadPurpose('competition', {
      contentTypes: {
        allowed: UPLOAD_CONTENT_TYPES,
        refused:
          'This kind of file cannot be attached: choose a PDF, slides (PowerPoint), a document, an image (PNG, JPEG, WebP) or a video (MP4, WebM)',
      },
      maxBytes: COMPETITION_UPLOAD_MAX_BYTES,
      // a published cover is for everyone; an application's file for its team, the organisers and its judges
      mayRead: async (tx, actor, upload) => {
        const r = await uploadReaders(tx, upload.upload_id, actor.userId);
        if (r.public_cover || r.team || r.judge || r.organiser) return true;
        return r.attached && hasPermission(actor.privileges, COMPETITION_MENU, 'update');
      },
    });
    registerSearchSource(competitionsSearchSource);
  },
  routes: async (api, { db }) => {
    await api.register(competitionRoutes, { db });
    await api.register(judgingRoutes, { db });
  },
});
