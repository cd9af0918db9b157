import { hasPermission } from '@ankur/shared/access';
import { CONTENT_UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/content';
import { CONTENT_UPLOAD_TYPES } from '@ankur/shared/schemas/uploads';
import { forbidden } from '../../lib/errors.ts';
import { defineModule } from '../../lib/module.ts';
import { registerSearchSource } from '../search/index.ts';
import { registerUploadPurpose } from '../uploads/index.ts';
import { contentRoutes } from './content.routes.ts';
import { contentSearchSource } from './content-search.repository.ts';
import { CONTENT_MENU } from './items.service.ts';
import { libraryRoutes } from './library.routes.ts';
import { registerContentPersonalData } from './personal-data.repository.ts';

/**
 * The content library (issue 22): pieces of seven kinds, their workflow and the studio
 * (items.service.ts), reading them (explore.service.ts) and what readers keep (library.service.ts).
 * Files are 'content' uploads; published pieces feed the one search index.
 */
/** A reported piece for the community's moderation queue (issue 22; modules/community registers the target). */
export { contentForModeration, setContentHidden } from './content-search.repository.ts';

export const contentModule = defineModule({
  name: 'content',
  setup: async () => {
    registerUploadPurpose('content', {
      assertMayUpload: (actor) => {
        if (!hasPermission(actor.privileges, CONTENT_MENU, 'create')) {
          throw forbidden('Only authors (create on Content) upload library files.');
        }
      },
      contentTypes: {
        allowed: CONTENT_UPLOAD_TYPES,
        refused:
          'This kind of file cannot be added to the library: choose audio (MP3, M4A, OGG, WAV), video (MP4, WebM), PDF, EPUB, an image or an office document',
      },
      maxBytes: CONTENT_UPLOAD_MAX_BYTES,
      // anyone signed in to the tenant reads library files (drafts' files too: their addresses are random)
      mayRead: () => true,
    });
    registerSearchSource(contentSearchSource);
    registerContentPersonalData();
  },
  routes: async (api, { db, storage }) => {
    await api.register(contentRoutes, { db, storage });
    await api.register(libraryRoutes, { db });
  },
});
