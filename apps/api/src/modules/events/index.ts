import { defineModule } from '../../lib/module.ts';
import { registerCalendarSource } from '../calendar/index.ts';
import { registerSearchSource } from '../search/index.ts';
// ev-ops: outside registrations, feedback and report, reminders, calendar and search sources
import { registerEventJobs } from './events.jobs.ts';
import { eventCalendarSource, outsideCalendarSource } from './events-calendar.repository.ts';
import { eventsSearchSource } from './events-search.repository.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { outsideRoutes } from './outside.routes.ts';

/**
 * Events (issue 23): events with agenda, speakers, tickets and questions (events.service.ts),
 * registration with the seat ledger and the waitlist (registrations.service.ts), tickets and
 * check-in at the door, feedback and the organiser's report, and outside registrations. Events
 * feed the calendar and the one search index.
 */
export const eventsModule = defineModule({
  name: 'events',
  setup: async (app, { db }) => {
    // ev-ops
    registerEventJobs(app, db);
    registerCalendarSource(eventCalendarSource);
    registerCalendarSource(outsideCalendarSource);
    registerSearchSource(eventsSearchSource);
  },
  routes: async (api, { db }) => {
    // ev-ops
    await api.register(outsideRoutes, { db });
    await api.register(feedbackRoutes, { db });
  },
});
