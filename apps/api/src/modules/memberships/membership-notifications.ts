import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';

/** Where a member sees their membership, and administrators the requests. */
export const MEMBERSHIP_PATH = '/membership';
export const MEMBERSHIP_REQUESTS_PATH = '/admin-center?tab=memberships';

/** The member hears of an administrator's decision (in the app, and e-mailed by default). */
export async function notifyMembershipDecision(
  tx: Db,
  userId: number,
  d: { approved: boolean; planName: string; reason: string | null },
): Promise<void> {
  await notify(tx, {
    userIds: [userId],
    type: 'membership',
    title: d.approved ? `Your ${d.planName} membership is active` : `Your ${d.planName} request was declined`,
    body: d.approved ? 'The apps of your plan are unlocked. Enjoy!' : (d.reason ?? null),
    link: MEMBERSHIP_PATH,
  });
}

/** Administrators hear of a request waiting for its transfer to be checked. */
export async function notifyMembershipRequest(
  tx: Db,
  adminIds: number[],
  r: { member: string; planName: string },
): Promise<void> {
  await notify(tx, {
    userIds: adminIds,
    type: 'membership',
    title: `${r.member} asked for ${r.planName}`,
    body: 'Check the bank transfer, then approve or decline in the Admin Center.',
    link: MEMBERSHIP_REQUESTS_PATH,
  });
}
