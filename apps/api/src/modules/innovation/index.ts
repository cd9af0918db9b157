import { hasPermission } from '@ankur/shared/access';
import { EVIDENCE_CONTENT_TYPES, EVIDENCE_MAX_BYTES, PRODUCTS_MENU } from '@ankur/shared/schemas/innovation';
import { forbidden } from '../../lib/errors.ts';
import { defineModule } from '../../lib/module.ts';
import { registerCalendarSource } from '../calendar/index.ts';
import { registerUploadPurpose } from '../uploads/index.ts';
import { milestoneCalendarSource } from './calendar.repository.ts';
import { ideaRoutes } from './ideas.routes.ts';
import { registerInnovationPersonalData } from './personal-data.repository.ts';
import { productRoutes } from './products.routes.ts';

/**
 * The innovation workspace (issue 24): ideas on a Lean Canvas with versions, sharing and comments
 * (ideas.service.ts, sharing.service.ts), products with stage, TRL, milestones and evidence files
 * (products.service.ts). See docs/architecture.md.
 */
export const innovationModule = defineModule({
  name: 'innovation',
  setup: async () => {
    registerInnovationPersonalData();
    // milestones with a due date in their owner's calendar and iCal feed
    registerCalendarSource(milestoneCalendarSource);
    registerUploadPurpose('product-evidence', {
      assertMayUpload: (actor) => {
        if (!hasPermission(actor.privileges, PRODUCTS_MENU, 'update')) {
          throw forbidden(`Only founders (update on ${PRODUCTS_MENU}) upload product evidence.`);
        }
      },
      contentTypes: {
        allowed: EVIDENCE_CONTENT_TYPES,
        refused: 'Evidence must be a PDF, an image (PNG, JPEG, WebP) or an office document',
      },
      maxBytes: EVIDENCE_MAX_BYTES,
      // products are private: only the owner reads their evidence
      mayRead: () => false,
    });
  },
  routes: async (api, { db }) => {
    await api.register(ideaRoutes, { db });
    await api.register(productRoutes, { db });
  },
});
