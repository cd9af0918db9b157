import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';

export const INVESTOR_PATH = '/investor-registration';
export const INVESTOR_REVIEW_PATH = '/admin-center?tab=investors';

/** The investor hears of the administrator's decision (in the app, and e-mailed by default). */
export async function notifyInvestorDecision(
  tx: Db,
  userId: number,
  d: { verified: boolean; reason: string | null },
): Promise<void> {
  await notify(tx, {
    userIds: [userId],
    type: 'investor',
    title: d.verified ? 'You are a verified investor' : 'Your investor registration was declined',
    body: d.verified ? 'The Investor Workspace is open to you, and your profile shows the badge.' : d.reason,
    link: INVESTOR_PATH,
  });
}

/** Administrators hear of a registration waiting for verification. */
export async function notifyInvestorWaiting(tx: Db, adminIds: number[], investor: string): Promise<void> {
  await notify(tx, {
    userIds: adminIds,
    type: 'investor',
    title: `${investor} registered as an investor`,
    body: 'Verify or decline the registration in the Admin Center.',
    link: INVESTOR_REVIEW_PATH,
  });
}
