import { HEADER_COHORT_ID, HEADER_COHORT_PATH } from '@ankur/shared/routes';
import type { LucideIcon } from 'lucide-react';
import {
  Award,
  CalendarRange,
  Clock,
  IndianRupee,
  MessagesSquare,
  MonitorSmartphone,
  Presentation,
  Rocket,
  Scale,
} from 'lucide-react';
import type { FaqText } from './audience-pages';
import type { CardText } from './web-sections';

/**
 * The shape of the Pitch Alchemy cohort microsite (/program/pitchalchemy): where its links go,
 * which icons it shows and how its curriculum is built. It mirrors the demo program the seed
 * creates (apps/api/src/db/seed/demo.ts, "Program 2: Pitch Alchemy Cohort"): three courses of two
 * modules each, with the units of each module in outline order. The words live in
 * text/pitchalchemy.{en,hi}.ts, in the same order.
 */

/** The kinds of unit a module is made of ('document' units are the templates). */
export const UNIT_KINDS = ['lesson', 'video', 'document', 'quiz', 'assignment'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export interface CourseLayout {
  icon: LucideIcon;
  /** The unit kinds of each module, in outline order. */
  modules: readonly (readonly UnitKind[])[];
}

export const FACT_KEYS = ['length', 'time', 'where', 'cost', 'ending'] as const;
export type FactKey = (typeof FACT_KEYS)[number];

export const PITCH_ALCHEMY = {
  icon: Rocket,
  /** The program page, where a signed-in visitor sends the request to join (the cohort manager approves it). */
  applyPath: `/programs/overview/${HEADER_COHORT_ID}`,
  /** The cohort's dashboard, as the public header's Dashboard link opens it. */
  dashboardPath: HEADER_COHORT_PATH,
  /** The other learning programs, for founders not at this stage yet. */
  programsPath: '/learning-journey',
  courses: [
    {
      icon: MessagesSquare,
      modules: [
        ['lesson', 'video', 'assignment'],
        ['document', 'lesson', 'quiz'],
      ],
    },
    {
      icon: Scale,
      modules: [
        ['lesson', 'document'],
        ['lesson', 'video', 'assignment'],
      ],
    },
    {
      icon: Presentation,
      modules: [
        ['lesson', 'quiz'],
        ['lesson', 'video', 'assignment'],
      ],
    },
  ],
  factIcons: {
    length: CalendarRange,
    time: Clock,
    where: MonitorSmartphone,
    cost: IndianRupee,
    ending: Award,
  },
} as const satisfies {
  icon: LucideIcon;
  applyPath: string;
  dashboardPath: string;
  programsPath: string;
  courses: readonly CourseLayout[];
  factIcons: Readonly<Record<FactKey, LucideIcon>>;
};

export type CourseText = {
  name: string;
  text: string;
  /** One per module of the course's layout. */
  modules: CardText[];
  /** What the learner has made by the end of the course. */
  produces: string;
};

export type FactText = {
  label: string;
  value: string;
  text: string;
};

/** The "pitchalchemy" part of the landing namespace, registered by the microsite's screen when it loads. */
export type PitchAlchemyText = {
  eyebrow: string;
  title: string;
  lead: string;
  applyCta: string;
  dashboardCta: string;
  /** Under the hero's buttons while signed out. */
  signInNote: string;
  forWhomHeading: string;
  forWhomIntro: string;
  forWhom: string[];
  notYetText: string;
  notYetLink: string;
  curriculumHeading: string;
  curriculumIntro: string;
  /** "Course {{number}}" */
  courseLabel: string;
  unitsLabel: string;
  producesLabel: string;
  unitKinds: Record<UnitKind, string>;
  courses: CourseText[];
  stepsHeading: string;
  /** "Step {{count}}" */
  stepLabel: string;
  steps: CardText[];
  formatHeading: string;
  facts: Record<FactKey, FactText>;
  formatNote: string;
  faqHeading: string;
  faq: FaqText[];
  closingTitle: string;
  closingText: string;
};
