import { defineModule } from '../../lib/module.ts';

/**
 * Events (issue 23): events with agenda, speakers, tickets and questions (events.service.ts),
 * registration with the seat ledger and the waitlist (registrations.service.ts), tickets and
 * check-in at the door, feedback and the organiser's report, and outside registrations. Events
 * feed the calendar and the one search index.
 */
export const eventsModule = defineModule({
  name: 'events',
});
