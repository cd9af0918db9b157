import type { UiMessages } from '../components/ui/locales/en';
import type { AccountMessages } from '../features/account/locales/en';
import type { AnnouncementsMessages } from '../features/announcements/locales/en';
import type { CalendarMessages } from '../features/calendar/locales/en';
import type { CommunityCirclesMessages } from '../features/community/circles/locales/en';
import type { CommunityFeedMessages } from '../features/community/feed/locales/en';
import type { CommunityForumMessages } from '../features/community/forum/locales/en';
import type { CommunityInvolvementMessages } from '../features/community/involvement/locales/en';
import type { CommunityModerationMessages } from '../features/community/moderation/locales/en';
import type { CommunityNetworkMessages } from '../features/community/network/locales/en';
import type { CompetitionsMessages } from '../features/competitions/locales/en';
import type { ConsentMessages } from '../features/consent/locales/en';
import type { ContentMessages } from '../features/content/locales/en';
import type { EngineMessages } from '../features/engine/locales/en';
import type { ErrorsMessages } from '../features/errors/locales/en';
import type { EventsManageMessages } from '../features/events/components/manage/locales/en';
import type { EventsMessages } from '../features/events/locales/en';
import type { IdentityMessages } from '../features/identity/locales/en';
import type { InnovationMessages } from '../features/innovation/locales/en';
import type { InvestorsMessages } from '../features/investors/locales/en';
import type { LandingMessages } from '../features/landing/locales/en';
import type { LegalMessages } from '../features/legal/locales/en';
import type { MembershipsMessages } from '../features/memberships/locales/en';
import type { MessagesMessages } from '../features/messages/locales/en';
import type { NotificationsMessages } from '../features/notifications/locales/en';
import type { PrajnaMessages } from '../features/prajna/locales/en';
import type { ProfilesMessages } from '../features/profiles/locales/en';
import type { ProgramsMessages } from '../features/programs/locales/en';
import type { ProgramsManageMessages } from '../features/programs/manage/locales/en';
import type { ProgramsPlannerMessages } from '../features/programs/planner/locales/en';
import type { ProgramsReportsMessages } from '../features/programs/reports/locales/en';
import type { ReadinessMessages } from '../features/readiness/locales/en';
import type { ReadinessManageMessages } from '../features/readiness/manage/locales/en';
import type { SearchMessages } from '../features/search/locales/en';
import type { HomeMessages } from '../features/shell/home/locales/en';
import type { ShellMessages } from '../features/shell/locales/en';
import type { SupportMessages } from '../features/support/locales/en';
import type { TenantsMessages } from '../features/tenants/locales/en';
import type { CommonMessages } from '../lib/locales/en';

/**
 * The message types of every namespace, so t('key') is checked by the compiler in each
 * feature. A feature adds its namespace here once (see lib/i18n.ts for the convention).
 */
declare module '../lib/i18n' {
  interface Namespaces {
    identity: IdentityMessages;
    shell: ShellMessages;
    home: HomeMessages;
    ui: UiMessages;
    common: CommonMessages;
    errors: ErrorsMessages;
    consent: ConsentMessages;
    landing: LandingMessages;
    legal: LegalMessages;
    support: SupportMessages;
    tenants: TenantsMessages;
    programs: ProgramsMessages;
    programsManage: ProgramsManageMessages;
    programsReports: ProgramsReportsMessages;
    programsPlanner: ProgramsPlannerMessages;
    notifications: NotificationsMessages;
    announcements: AnnouncementsMessages;
    calendar: CalendarMessages;
    messages: MessagesMessages;
    account: AccountMessages;
    memberships: MembershipsMessages;
    investors: InvestorsMessages;
    profiles: ProfilesMessages;
    communityModeration: CommunityModerationMessages;
    communityNetwork: CommunityNetworkMessages;
    communityInvolvement: CommunityInvolvementMessages;
    communityForum: CommunityForumMessages;
    communityFeed: CommunityFeedMessages;
    communityCircles: CommunityCirclesMessages;
    content: ContentMessages;
    events: EventsMessages;
    search: SearchMessages;
    prajna: PrajnaMessages;
    competitions: CompetitionsMessages;
    eventsManage: EventsManageMessages;
    engine: EngineMessages;
    innovation: InnovationMessages;
    readiness: ReadinessMessages;
    readinessManage: ReadinessManageMessages;
  }
}
