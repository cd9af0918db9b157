import { defineModule } from '../../lib/module.ts';
import { registerCalendarSource } from '../calendar/index.ts';
// ev-ops: outside registrations, feedback and report, reminders, calendar and search sources
import { eventCalendarSource, outsideCalendarSource } from './events-calendar.repository.ts';
import { outsideRoutes } from './outside.routes.ts';

/**
 * Events (issue 23): events with agenda, speakers, tickets and questions (events.service.ts),
 * registration with the seat ledger and the waitlist (registrations.service.ts), tickets and
 * check-in at the door, feedback and the organiser's report, and outside registrations. Events
 * feed the calendar and the one search index.
 */
export const eventsModule = defineModule({
  name: 'events',
  setup: async () => {
    // ev-ops
    registerCalendarSource(eventCalendarSource);
    registerCalendarSource(outsideCalendarSource);
  },
  routes: async (api, { db }) => {
    // ev-ops
    await api.register(outsideRoutes, { db });
  },
});
