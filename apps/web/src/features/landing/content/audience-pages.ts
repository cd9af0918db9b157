import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  ClipboardCheck,
  GraduationCap,
  HandHeart,
  Handshake,
  IndianRupee,
  Lightbulb,
  MessagesSquare,
  ShieldCheck,
  Sprout,
  Store,
  TrendingUp,
  Trophy,
  UserRoundCheck,
} from 'lucide-react';
import type { CardText } from './web-sections';

/**
 * The shape of the audience pages /individual and /sme: icons and links. Their words live in
 * text/audience-pages.{en,hi}.ts, with benefits in the order of `benefitIcons`.
 */

export const AUDIENCE_KINDS = ['individual', 'sme'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** /sme shows the SME page; /individual (and anything else) the page for individuals. */
export function audienceFromPath(pathname: string): AudienceKind {
  return pathname.replace(/\/+$/, '') === '/sme' ? 'sme' : 'individual';
}

export interface AudienceLayout {
  icon: LucideIcon;
  benefitIcons: readonly LucideIcon[];
  /** Where the "also see" line at the end of the page points. */
  alsoSeePath: string;
}

export const AUDIENCE_PAGES: Readonly<Record<AudienceKind, AudienceLayout>> = {
  individual: {
    icon: Sprout,
    benefitIcons: [GraduationCap, ClipboardCheck, UserRoundCheck, MessagesSquare, Trophy, HandHeart],
    alsoSeePath: '/sme',
  },
  sme: {
    icon: Building2,
    benefitIcons: [Handshake, Lightbulb, IndianRupee, TrendingUp, ShieldCheck, Store],
    alsoSeePath: '/for-organisation',
  },
};

export type FaqText = {
  question: string;
  answer: string;
};

export type AudiencePageText = {
  eyebrow: string;
  title: string;
  lead: string;
  /** The people the page speaks to, shown as a short list under the hero. */
  forWhomLabel: string;
  forWhom: string[];
  benefitsHeading: string;
  benefitsIntro: string;
  benefits: CardText[];
  stepsHeading: string;
  /** Exactly three steps. */
  steps: CardText[];
  faqHeading: string;
  faq: FaqText[];
  closingTitle: string;
  closingText: string;
  alsoSeeText: string;
  alsoSeeLink: string;
};

/** The "pages" part of the landing namespace, registered by the audience screen when it loads. */
export type AudienceText = {
  common: {
    stepLabel: string;
    howItWorksLink: string;
  };
  individual: AudiencePageText;
  sme: AudiencePageText;
};
