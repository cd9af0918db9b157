import { certificateVerifyPath } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { certificatesOf } from './certificates.repository.ts';
import { enrolmentRows } from './my-learning.repository.ts';
import { ACTIVE_STATUSES } from './progress.service.ts';

/**
 * What a person's profile may show of their learning (issue 20): the programs they are enrolled
 * in or completed, and their certificates that stand (not revoked). Inside the caller's tenant
 * transaction; the profiles module picks what the owner chose to show.
 */
export async function learningForProfile(tx: Db, userId: number) {
  // one after the other: both share the transaction's one connection
  const enrolments = await enrolmentRows(tx, userId, ACTIVE_STATUSES, undefined);
  const certificates = await certificatesOf(tx, userId);
  return {
    programs: enrolments.map((e) => ({ program_id: e.program_id, program_name: e.program_name })),
    certificates: certificates
      .filter((c) => c.revoked_at === null)
      .map((c) => ({
        code: c.code,
        program_name: c.program_name,
        issued_at: c.issued_at,
        verify_path: certificateVerifyPath(c.code),
      })),
  };
}
