import type { Db } from '../../../db/client.ts';
import { organisations } from '../../../db/schema/community.ts';
import {
  callApplications,
  collabRequests,
  collabResponses,
  communityCalls,
} from '../../../db/schema/community-involvement.ts';
import { userProfiles } from '../../../db/schema/profiles.ts';
import { inTenant } from '../../../test/factories.ts';

/**
 * Test support for the get-involved and collaboration tests (not used by the app). A repository by
 * name because it writes the tables directly (the module-boundary rule: only repositories do).
 */

/**
 * Clears the demo calls, requests and "open to collaborate" marks (people's and organisations')
 * the test template was seeded with.
 */
export async function clearDemoInvolvement(db: Db): Promise<void> {
  await inTenant(db, async (tx) => {
    await tx.delete(callApplications);
    await tx.delete(communityCalls);
    await tx.delete(collabResponses);
    await tx.delete(collabRequests);
    await tx.update(userProfiles).set({ open_to_collaborate: false });
    await tx.update(organisations).set({ open_to_collaborate: false });
  });
}
