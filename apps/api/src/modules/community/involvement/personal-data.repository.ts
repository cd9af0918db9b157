import { eq, inArray } from 'drizzle-orm';
import {
  callApplications,
  collabRequests,
  collabResponses,
  communityCalls,
} from '../../../db/schema/community-involvement.ts';
import { type PersonalDataSource, registerPersonalData } from '../../../lib/personal-data.ts';

/** Calls and collaboration requests in the personal-data registry (decision 35). */

/** Calls: the person's own calls go with their applications; their applications elsewhere go too. */
const CALLS: PersonalDataSource = {
  name: 'community-calls',
  tables: ['community_calls', 'call_applications'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    calls: await tx.select().from(communityCalls).where(eq(communityCalls.author_id, userId)),
    applications: await tx.select().from(callApplications).where(eq(callApplications.applicant_id, userId)),
  }),
  erase: async (tx, userId) => {
    // an accepted place given back keeps the organiser's count honest
    const accepted = await tx
      .delete(callApplications)
      .where(eq(callApplications.applicant_id, userId))
      .returning({ call_id: callApplications.call_id, status: callApplications.status });
    const calls = accepted.filter((a) => a.status === 'accepted').map((a) => a.call_id);
    for (const callId of calls) {
      const [call] = await tx.select().from(communityCalls).where(eq(communityCalls.call_id, callId));
      if (call) {
        await tx
          .update(communityCalls)
          .set({ accepted_count: Math.max(call.accepted_count - 1, 0) })
          .where(eq(communityCalls.call_id, callId));
      }
    }
    await tx.delete(communityCalls).where(eq(communityCalls.author_id, userId));
  },
};

/** Collaboration: the person's requests go with their responses; their responses elsewhere go too. */
const COLLAB: PersonalDataSource = {
  name: 'community-collaboration',
  tables: ['collab_requests', 'collab_responses'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    requests: await tx.select().from(collabRequests).where(eq(collabRequests.author_id, userId)),
    responses: await tx.select().from(collabResponses).where(eq(collabResponses.responder_id, userId)),
  }),
  erase: async (tx, userId) => {
    const gone = await tx
      .delete(collabResponses)
      .where(eq(collabResponses.responder_id, userId))
      .returning({ request_id: collabResponses.request_id });
    const ids = [...new Set(gone.map((g) => g.request_id))];
    for (const id of ids) {
      const [row] = await tx.select().from(collabRequests).where(eq(collabRequests.request_id, id));
      if (row) {
        await tx
          .update(collabRequests)
          .set({ response_count: Math.max(row.response_count - gone.filter((g) => g.request_id === id).length, 0) })
          .where(inArray(collabRequests.request_id, [id]));
      }
    }
    await tx.delete(collabRequests).where(eq(collabRequests.author_id, userId));
  },
};

export function registerInvolvementPersonalData(): void {
  registerPersonalData(CALLS);
  registerPersonalData(COLLAB);
}
