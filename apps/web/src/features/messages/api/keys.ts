/** The query keys of the messages feature (everything under ['messages']). */
export const messageKeys = {
  all: ['messages'] as const,
  listsAll: ['messages', 'conversations'] as const,
  list: (q: string) => ['messages', 'conversations', q] as const,
  detail: (conversationId: number) => ['messages', 'conversation', conversationId] as const,
  historyAll: ['messages', 'history'] as const,
  history: (conversationId: number) => ['messages', 'history', conversationId] as const,
  search: (conversationId: number, q: string) => ['messages', 'search', conversationId, q] as const,
  unread: ['messages', 'unread'] as const,
  blocks: ['messages', 'blocks'] as const,
  reportsAll: ['messages', 'reports'] as const,
  reports: (status: string, page: number) => ['messages', 'reports', status, page] as const,
};
