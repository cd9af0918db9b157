import { defineModule } from '../../lib/module.ts';
import { calendarJobsPlugin } from './calendar.jobs.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { registerCalendarPersonalData } from './personal-data.repository.ts';

export { type CalendarItemSource, registerCalendarSource } from './calendar-sources.ts';

export const calendarModule = defineModule({
  name: 'calendar',
  setup: async (app, { db }) => {
    registerCalendarPersonalData();
    await app.register(calendarJobsPlugin, { db });
  },
  routes: async (api, { db }) => {
    await api.register(calendarRoutes, { db });
    await api.register(calendarFeedRoutes, { db });
  },
});
