import { accessModule } from './access/index.ts';
import { announcementsModule } from './announcements/index.ts';
import { calendarModule } from './calendar/index.ts';
import { communityModule } from './community/index.ts';
import { competitionsModule } from './competitions/index.ts';
import { contentModule } from './content/index.ts';
import { engineModule } from './engine/index.ts';
import { eventsModule } from './events/index.ts';
import { healthModule } from './health/index.ts';
import { identityModule } from './identity/index.ts';
import { innovationModule } from './innovation/index.ts';
import { investorsModule } from './investors/index.ts';
import { membershipsModule } from './memberships/index.ts';
import { messagesModule } from './messages/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { prajnaModule } from './prajna/index.ts';
import { profilesModule } from './profiles/index.ts';
import { programsModule } from './programs/index.ts';
import { readinessModule } from './readiness/index.ts';
import { searchModule } from './search/index.ts';
import { supportModule } from './support/index.ts';
import { tenantsModule } from './tenants/index.ts';
import { uploadsModule } from './uploads/index.ts';

/** Every domain module, in registration order (app.ts registers these, not their files). */
export const MODULES = [
  healthModule,
  identityModule,
  tenantsModule,
  accessModule,
  supportModule,
  uploadsModule,
  searchModule,
  contentModule,
  prajnaModule,
  programsModule,
  notificationsModule,
  messagesModule,
  calendarModule,
  announcementsModule,
  membershipsModule,
  investorsModule,
  profilesModule,
  communityModule,
  eventsModule,
  competitionsModule,
  readinessModule,
  innovationModule,
  engineModule,
];

/** The accounts the embedded OpenID provider (plugins/oidc) signs in: app.ts hands it this lookup. */
export { identityClaims } from './identity/index.ts';
