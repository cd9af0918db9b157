import type { TSupportMessage, TSupportStatus } from '@ankur/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SUPPORT_MESSAGES, type SupportMessagesPage } from './list-support-messages';

/** PATCH support/messages/{id}: sets a message's status (the administrator is recorded as its handler). */
export function updateSupportMessageStatus(id: number, status: TSupportStatus): Promise<TSupportMessage> {
  return apiFetch<TSupportMessage>(`${SUPPORT_MESSAGES}${id}`, { method: 'PATCH', body: { status } });
}

const withStatus = (page: SupportMessagesPage | undefined, id: number, patch: Partial<TSupportMessage>) =>
  page ? { ...page, data: page.data.map((m) => (m.id === id ? { ...m, ...patch } : m)) } : page;

/**
 * Sets a status optimistically: every cached inbox page shows it at once; a failure puts the
 * pages back as they were; either way the inbox is fetched again afterwards.
 */
export function useUpdateSupportMessageStatus() {
  const client = useQueryClient();
  const lists = { queryKey: [SUPPORT_MESSAGES, 'list'] };
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TSupportStatus }) => updateSupportMessageStatus(id, status),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries(lists);
      const before = client.getQueriesData<SupportMessagesPage>(lists);
      client.setQueriesData<SupportMessagesPage>(lists, (page) => withStatus(page, id, { status }));
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueriesData<SupportMessagesPage>(lists, (page) => withStatus(page, saved.id, saved));
    },
    onError: (_error, _vars, context) => {
      for (const [key, page] of context?.before ?? []) client.setQueryData(key, page);
    },
    onSettled: () => client.invalidateQueries(lists),
  });
}
