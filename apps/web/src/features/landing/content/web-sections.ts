import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  BrainCircuit,
  Building2,
  CalendarDays,
  ClipboardCheck,
  Compass,
  FileText,
  GraduationCap,
  Handshake,
  HeartHandshake,
  IndianRupee,
  Landmark,
  Library,
  Lightbulb,
  MapPinned,
  MessagesSquare,
  Network,
  Presentation,
  Quote,
  Rocket,
  Route,
  Search,
  ShieldCheck,
  Sparkles,
  Store,
  Trophy,
  University,
  Users,
  Wrench,
} from 'lucide-react';
import type { WebSlug } from './web-slugs';

/**
 * The shape of the ten /web/* section pages (SPEC §2): which icons their cards carry and which
 * platform areas they link to. Their words live in text/web-sections.{en,hi}.ts, in the same order.
 */

/** Platform areas the section pages point to, by the path each lives at. */
export const AREA_PATHS = {
  learningJourney: '/learning-journey',
  readinessJourney: '/readiness-journey',
  fundingHub: '/funding-hub',
  startupSuccessHub: '/startup-success-hub',
  community: '/community',
  communityForum: '/community/forum',
  communityGroups: '/community/groups',
  getInvolved: '/community/get-involved',
  networkingHub: '/networking-hub',
  connectHub: '/connect-hub',
  connections: '/community/connections',
  ecosystemMap: '/ecosystem-map',
  forOrganisation: '/for-organisation',
  forInstitution: '/for-institution',
  policyMissionHub: '/policy-mission-hub',
  csrHub: '/csr-hub',
  contents: '/contents',
  customerDiscoveryHub: '/customer-discovery-hub',
  productDevelopmentHub: '/product-development-hub',
  ipComplianceHub: '/ip-compliance-hub',
  marketBuilderHub: '/market-builder-hub',
  commercializationHub: '/commercialization-hub',
  jobInternshipHub: '/job-internship-hub',
  investorHub: '/investor-hub',
  knowledgeHub: '/knowledge-hub',
  publications: '/publications',
  myLibrary: '/my-library',
  events: '/events',
  competitions: '/competitions',
  eventHub: '/event-hub',
  calendar: '/calendar',
} as const;

export type AreaId = keyof typeof AREA_PATHS;

export interface WebSectionLayout {
  /** The hero's icon. */
  icon: LucideIcon;
  /** One icon per highlight card, in the order of the text's highlights. */
  highlightIcons: readonly LucideIcon[];
  /** The platform areas listed under "Where to go next". */
  related: readonly AreaId[];
  /** The highlights describe features that are planned, not built (shown with a "Planned" badge). */
  upcoming?: boolean;
}

export const WEB_SECTIONS: Readonly<Record<WebSlug, WebSectionLayout>> = {
  startups: {
    icon: Rocket,
    highlightIcons: [GraduationCap, ClipboardCheck, IndianRupee, Rocket],
    related: ['learningJourney', 'readinessJourney', 'fundingHub', 'startupSuccessHub'],
  },
  community: {
    icon: Users,
    highlightIcons: [MessagesSquare, Users, Presentation, HeartHandshake],
    related: ['community', 'communityForum', 'communityGroups', 'getInvolved'],
  },
  network: {
    icon: Network,
    highlightIcons: [Handshake, Compass, MapPinned, Users],
    related: ['networkingHub', 'connectHub', 'connections', 'ecosystemMap'],
  },
  enablers: {
    icon: Building2,
    highlightIcons: [Building2, University, Landmark, HeartHandshake],
    related: ['forOrganisation', 'forInstitution', 'policyMissionHub', 'csrHub'],
  },
  toolkits: {
    icon: Wrench,
    highlightIcons: [FileText, Search, Lightbulb, ShieldCheck],
    related: ['contents', 'customerDiscoveryHub', 'productDevelopmentHub', 'ipComplianceHub'],
  },
  marketplace: {
    icon: Store,
    highlightIcons: [Store, Handshake, GraduationCap, Lightbulb],
    related: ['marketBuilderHub', 'commercializationHub', 'jobInternshipHub', 'investorHub'],
  },
  'knowledge-hub': {
    icon: BookOpen,
    highlightIcons: [BookOpen, Route, Library, FileText],
    related: ['knowledgeHub', 'contents', 'publications', 'myLibrary'],
  },
  'events-programs': {
    icon: CalendarDays,
    highlightIcons: [CalendarDays, Trophy, GraduationCap, ClipboardCheck],
    related: ['events', 'competitions', 'eventHub', 'calendar'],
  },
  'success-stories': {
    icon: Quote,
    highlightIcons: [ClipboardCheck, Users, Trophy],
    related: ['startupSuccessHub', 'competitions', 'community'],
  },
  'ai-insights': {
    icon: Sparkles,
    highlightIcons: [Route, Search, FileText, BrainCircuit],
    related: ['readinessJourney', 'contents', 'knowledgeHub'],
    upcoming: true,
  },
};

/** The words of one platform area link. */
export type AreaText = {
  label: string;
  text: string;
};

export type CardText = {
  title: string;
  text: string;
};

/** An illustrative success story (always shown with its "Illustrative example" label). */
export type StoryText = {
  title: string;
  context: string;
  challenge: string;
  journey: string;
  outcome: string;
};

/** The words of one section page; `highlights` follow the order of its layout's highlightIcons. */
export type WebSectionText = {
  eyebrow: string;
  title: string;
  description: string;
  highlightsHeading: string;
  highlights: CardText[];
  /** A notice shown under the hero (for pages describing planned features). */
  note?: string;
  stories?: StoryText[];
  principles?: { heading: string; items: string[] };
};

/** The "web" part of the landing namespace, registered by the section screen when it loads. */
export type WebText = {
  common: {
    relatedHeading: string;
    relatedIntro: string;
    plannedBadge: string;
    illustrativeBadge: string;
    storiesHeading: string;
    storyChallenge: string;
    storyJourney: string;
    storyOutcome: string;
    closingTitle: string;
    closingText: string;
  };
  areas: Record<AreaId, AreaText>;
  sections: Record<WebSlug, WebSectionText>;
};
