import type { TReportTargetKind } from '@ankur/shared/schemas/community';
import type { Db } from '../../../db/client.ts';

/** What a moderator sees of a reported thing, and where it lies. */
export interface ModerationSubject {
  /** who wrote it (the member themself for 'member'); null when the author was erased */
  authorId: number | null;
  /** the circle it lies in: the circle's moderators see its reports too */
  circleId: number | null;
  /** its text, shortened (kept on the report as written when reported) */
  excerpt: string;
  /** the web address that shows it (/community-group/12#post-40, /community/forum?thread=3...) */
  link: string;
  /** hidden by a moderator already */
  hidden: boolean;
}

/**
 * One kind of reportable thing (posts, comments, forum threads and replies, members, profiles,
 * ventures, circles, organisations, calls, collaboration requests). The capability that owns the
 * kind registers it from modules/community/index.ts setup; reports and the moderation queue
 * (moderation.service.ts) reach every kind through this one interface and never read another
 * capability's tables.
 */
export interface ModerationTarget {
  kind: TReportTargetKind;
  /**
   * The thing as the reporter may see it: null when it does not exist, was deleted, or the
   * reporter may not read it (a report of it then answers 404, like an unknown id).
   */
  describe(tx: Db, id: number, viewerId: number): Promise<ModerationSubject | null>;
  /** hides (true) or restores (false) it; a 'member' target hides nothing (warn or suspend instead) */
  setHidden(tx: Db, id: number, hidden: boolean, at: string): Promise<void>;
}

const targets = new Map<TReportTargetKind, ModerationTarget>();

/** Registers a kind; registering the same object again is ignored, another for a taken kind is a programming error. */
export function registerModerationTarget(target: ModerationTarget): void {
  const known = targets.get(target.kind);
  if (known && known !== target) throw new Error(`moderation target "${target.kind}" registered twice`);
  targets.set(target.kind, target);
}

/** The registered kind, or undefined when no capability handles it (yet). */
export const moderationTarget = (kind: TReportTargetKind): ModerationTarget | undefined => targets.get(kind);

/** Every registered kind (the queue's filter and the tests read it). */
export const moderationKinds = (): TReportTargetKind[] => [...targets.keys()];
