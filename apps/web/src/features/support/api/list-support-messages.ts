import type { TListMeta } from '@ankur/shared/schemas/common';
import type { TSupportKind, TSupportMessage, TSupportStatus } from '@ankur/shared/schemas/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SUPPORT_MESSAGES = 'support/messages/';

/** GET support/messages/getAll: the inbox, newest first (list conventions of SPEC §7). */
export interface SupportMessagesParams {
  page: number;
  limit: number;
  kind?: TSupportKind;
  status?: TSupportStatus;
  search?: string;
}

export interface SupportMessagesPage {
  data: TSupportMessage[];
  meta: TListMeta;
}

export async function listSupportMessages(
  params: SupportMessagesParams,
  options: { signal?: AbortSignal } = {},
): Promise<SupportMessagesPage> {
  const search = params.search?.trim();
  const body = await apiFetch<{ data?: TSupportMessage[]; meta: TListMeta }>(`${SUPPORT_MESSAGES}getAll`, {
    query: {
      page: params.page,
      limit: params.limit,
      kind: params.kind,
      status: params.status,
      search: search ? search : undefined,
      sortField: 'created_at',
      sortOrder: 'desc',
    },
    signal: options.signal,
  });
  return { data: body.data ?? [], meta: body.meta };
}

export function supportMessagesQueryOptions(params: SupportMessagesParams) {
  return queryOptions({
    queryKey: [SUPPORT_MESSAGES, 'list', params] as const,
    queryFn: ({ signal }) => listSupportMessages(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSupportMessages(params: SupportMessagesParams) {
  return useQuery(supportMessagesQueryOptions(params));
}
