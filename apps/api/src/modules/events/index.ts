import { hasPermission } from '@ankur/shared/access';
import { EVENT_MENU } from '@ankur/shared/schemas/events';
import { forbidden } from '../../lib/errors.ts';
import { defineModule } from '../../lib/module.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { registerCalendarSource } from '../calendar/index.ts';
import { registerSearchSource } from '../search/index.ts';
import { registerUploadPurpose } from '../uploads/index.ts';
import { registerEventDelivery } from './events.delivery.ts';
// ev-ops: outside registrations, feedback and report, reminders, calendar and search sources
import { registerEventJobs } from './events.jobs.ts';
import { eventRoutes } from './events.routes.ts';
import { eventCalendarSource, outsideCalendarSource } from './events-calendar.repository.ts';
import { eventsSearchSource } from './events-search.repository.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { registerEventsOpsPersonalData } from './ops-personal-data.repository.ts';
import { outsideRoutes } from './outside.routes.ts';
import { registrationRoutes } from './registrations.routes.ts';
import { registerEventsPersonalData } from './registrations-personal-data.repository.ts';

/**
 * Events (issue 23): events with agenda, speakers, tickets and questions (events.service.ts),
 * registration with the seat ledger and the waitlist (registrations.service.ts), tickets and
 * check-in at the door (tickets.service.ts), feedback and the organiser's report, and outside
 * registrations. Events feed the calendar and the one search index.
 */
/** A reported event for the community's moderation queue (modules/community registers the target). */
export { eventForModeration, setEventHidden } from './events-moderation.repository.ts';

export const eventsModule = defineModule({
  name: 'events',
  setup: async (app, { db }) => {
    // ev-api: covers, live attendance and e-mails after commit, registrations as personal data
    registerEventsPersonalData();
    registerEventsOpsPersonalData();
    registerUploadPurpose('event', {
      assertMayUpload: (actor) => {
        if (!hasPermission(actor.privileges, EVENT_MENU, 'create')) {
          throw forbidden('Only organisers (create on Event) upload event covers.');
        }
      },
      contentTypes: {
        allowed: ['image/png', 'image/jpeg', 'image/webp'],
        refused: 'An event cover must be a PNG, JPEG or WebP image',
      },
      maxBytes: 5 * 1024 * 1024,
      // event pages show covers to everyone signed in to the tenant
      mayRead: () => true,
    });
    const unregister = registerEventDelivery(db, app.io, {
      mailer: app.identity.mailer,
      origin: siteOrigin(app.config),
      brandName: app.config.brandName,
      warn: (obj, msg) => app.log.warn(obj, msg),
    });
    app.addHook('onClose', async () => unregister());
    // ev-ops: reminder and feedback jobs, calendar and search sources
    registerEventJobs(app, db);
    registerCalendarSource(eventCalendarSource);
    registerCalendarSource(outsideCalendarSource);
    registerSearchSource(eventsSearchSource);
  },
  routes: async (api, { db }) => {
    // ev-api: events, registrations, tickets, the door
    await api.register(eventRoutes, { db });
    await api.register(registrationRoutes, { db });
    // ev-ops: outside registrations, feedback and the report
    await api.register(outsideRoutes, { db });
    await api.register(feedbackRoutes, { db });
  },
});
