import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/**
 * POST conversations { kind: 'cohort', program_id } (issue 9): opens the program's own
 * conversation — created on first use with its enrolled learners, and topped up with learners
 * enrolled since on later uses — and answers its id for /messages?c=ID.
 */
export function useOpenCohortConversation() {
  return useMutation({
    mutationFn: (programId: number) =>
      apiFetch<{ conversation_id: number }>('conversations', {
        method: 'POST',
        body: { kind: 'cohort', program_id: programId },
      }),
  });
}
