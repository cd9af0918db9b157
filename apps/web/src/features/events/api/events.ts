import type {
  TAttendance,
  TEventAction,
  TEventDetail,
  TEventInput,
  TEventPage,
  TEventPatch,
  TEventQuery,
  TEventReport,
  TFeedback,
  TMyTicket,
  TOutsidePage,
  TOutsideRegistration,
  TOutsideRegistrationInput,
  TRegistration,
  TRegistrationInput,
  TRegistrationPage,
  TRegistrationStatus,
  ZCheckInResult,
  ZFeedbackInput,
  ZRegistrationDecision,
} from '@ankur/shared/schemas/events';
import type { TBankDetails } from '@ankur/shared/schemas/memberships';
import type { TNotification } from '@ankur/shared/schemas/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, buildApiUrl } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/socket';

/**
 * The events' calls: /api/events/* (modules/events on the server), one typed fetcher and one
 * TanStack Query hook each. Shared by the attendee screens (ev-web) and the organiser's (ev-manage).
 */

const BASE = 'events';

export interface RegistrationQuery {
  q?: string;
  status?: TRegistrationStatus;
  checked_in?: 'true' | 'false';
  page?: number;
  limit?: number;
}
export type RegistrationPage = TRegistrationPage;
export type TCheckInResult = z.infer<typeof ZCheckInResult>;
export type TCheckInInput = { ticket_code: string } | { registration_id: number };
export type TFeedbackInput = z.input<typeof ZFeedbackInput>;
export type TRegistrationDecision = z.input<typeof ZRegistrationDecision>;

export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (q: TEventQuery) => ['events', 'list', q] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
  tickets: ['events', 'tickets'] as const,
  outside: ['events', 'outside'] as const,
  outsideList: (when: OutsideWhen, page: number, limit: number) => ['events', 'outside', when, page, limit] as const,
  registrations: (id: number, q: RegistrationQuery = {}) => ['events', 'registrations', id, q] as const,
  attendance: (id: number) => ['events', 'attendance', id] as const,
  report: (id: number) => ['events', 'report', id] as const,
  bank: ['events', 'bank'] as const,
};

/** GET /api/events: the finder's page (cards, meta, facets). */
export const fetchEvents = (q: TEventQuery, signal?: AbortSignal) =>
  apiFetch<TEventPage>(BASE, {
    signal,
    query: {
      q: q.q,
      when: q.on ? undefined : q.when,
      on: q.on,
      format: q.format,
      city: q.city,
      topic: q.topic,
      hub: q.hub,
      community: q.community,
      mine: q.mine,
      sort: q.sort,
      page: q.page as number | undefined,
      limit: q.limit as number | undefined,
    },
  });

export const useEventList = (q: TEventQuery, enabled = true) =>
  useQuery({
    queryKey: eventKeys.list(q),
    enabled,
    queryFn: ({ signal }) => fetchEvents(q, signal),
    placeholderData: keepPreviousData,
  });

export const fetchEvent = (id: number, signal?: AbortSignal) => apiFetch<TEventDetail>(`${BASE}/${id}`, { signal });

export const useEvent = (id: number) =>
  useQuery({ queryKey: eventKeys.detail(id), enabled: id > 0, queryFn: ({ signal }) => fetchEvent(id, signal) });

/** GET /api/events/tickets/mine: my registrations with their events, newest event first. */
export const useMyTickets = (enabled = true) =>
  useQuery({
    queryKey: eventKeys.tickets,
    enabled,
    queryFn: ({ signal }) => apiFetch<TMyTicket[]>(`${BASE}/tickets/mine`, { signal }),
  });

export type OutsideWhen = 'upcoming' | 'past';
/** GET /api/events/outside: events I registered for elsewhere, upcoming (soonest first) or past (latest first), in pages. */
export const useOutsideRegistrations = (when: OutsideWhen = 'upcoming', page = 1, limit = 20, enabled = true) =>
  useQuery({
    queryKey: eventKeys.outsideList(when, page, limit),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiFetch<TOutsidePage>(`${BASE}/outside`, { signal, query: { when, page, limit } }),
  });

/** The bank account a priced ticket is paid into (the memberships' offline payment details). */
export const useBankDetails = (enabled = true) =>
  useQuery({
    queryKey: eventKeys.bank,
    enabled,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => apiFetch<{ bank: TBankDetails }>('memberships/me', { signal }).then((me) => me.bank),
  });

/** Organisers: a page of an event's registrations (search by name, filter by status). */
export const useEventRegistrations = (id: number, q: RegistrationQuery = {}) =>
  useQuery({
    queryKey: eventKeys.registrations(id, q),
    enabled: id > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch<RegistrationPage>(`${BASE}/${id}/registrations`, {
        signal,
        query: { q: q.q, status: q.status, checked_in: q.checked_in, page: q.page, limit: q.limit },
      }),
  });

export const useAttendance = (id: number) =>
  useQuery({
    queryKey: eventKeys.attendance(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<TAttendance>(`${BASE}/${id}/attendance`, { signal }),
  });

export const useEventReport = (id: number) =>
  useQuery({
    queryKey: eventKeys.report(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<TEventReport>(`${BASE}/${id}/report`, { signal }),
  });

/** The check-in list (CSV) of an event: a plain link the browser downloads. */
export const registrationsCsvUrl = (id: number) => buildApiUrl(`${BASE}/${id}/registrations.csv`);
/** A registration's QR code (SVG), when the API does not give its address. */
export const qrUrl = (registrationId: number) => buildApiUrl(`${BASE}/registrations/${registrationId}/qr.svg`);

/** Every events read again after a change (lists, the page, my tickets, the organiser's views). */
export function useEventsRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: eventKeys.all });
}

export function useCreateEvent() {
  const refresh = useEventsRefresh();
  return useMutation({
    mutationFn: (input: TEventInput) => apiFetch<TEventDetail>(BASE, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateEvent(id: number) {
  const refresh = useEventsRefresh();
  return useMutation({
    mutationFn: (patch: TEventPatch) => apiFetch<TEventDetail>(`${BASE}/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteEvent() {
  const refresh = useEventsRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useEventTransition() {
  const refresh = useEventsRefresh();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: TEventAction; note?: string }) =>
      apiFetch<TEventDetail>(`${BASE}/${id}/transition`, {
        method: 'POST',
        body: note ? { action, note } : { action },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/events/{id}/registrations: register myself (the answer is my registration). */
export function useRegister(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TRegistrationInput) =>
      apiFetch<TRegistration>(`${BASE}/${eventId}/registrations`, { method: 'POST', body: input }),
    onSuccess: (registration) => {
      client.setQueryData<TEventDetail>(eventKeys.detail(eventId), (old) =>
        old ? { ...old, my_registration: registration, my_status: registration.status } : old,
      );
      return client.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

/** DELETE /api/events/{id}/registrations/mine: cancel my registration (a waitlisted person may take the seat). */
export function useCancelRegistration(eventId: number) {
  const refresh = useEventsRefresh();
  return useMutation({
    mutationFn: () => apiFetch<void>(`${BASE}/${eventId}/registrations/mine`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useDecideRegistration() {
  const refresh = useEventsRefresh();
  return useMutation({
    mutationFn: ({ registrationId, ...body }: TRegistrationDecision & { registrationId: number }) =>
      apiFetch<TRegistration>(`${BASE}/registrations/${registrationId}/decision`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useCheckIn(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCheckInInput) =>
      apiFetch<TCheckInResult>(`${BASE}/${eventId}/check-in`, { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: eventKeys.attendance(eventId) }),
        client.invalidateQueries({ queryKey: ['events', 'registrations', eventId] }),
      ]),
  });
}

export function useSubmitFeedback(eventId: number) {
  const refresh = useEventsRefresh();
  return useMutation({
    mutationFn: (input: TFeedbackInput) =>
      apiFetch<TFeedback>(`${BASE}/${eventId}/feedback`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useSaveOutside() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TOutsideRegistrationInput }) =>
      id
        ? apiFetch<TOutsideRegistration>(`${BASE}/outside/${id}`, { method: 'PATCH', body: input })
        : apiFetch<TOutsideRegistration>(`${BASE}/outside`, { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: eventKeys.outside }),
        client.invalidateQueries({ queryKey: eventKeys.tickets }),
      ]),
  });
}

export function useDeleteOutside() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/outside/${id}`, { method: 'DELETE' }),
    onMutate: (id) => {
      // optimistic: the row leaves the lists at once (the toast offers Undo)
      client.setQueriesData<TOutsidePage>({ queryKey: eventKeys.outside }, (old) =>
        old
          ? {
              ...old,
              data: old.data.filter((row) => row.outside_id !== id),
              meta: { ...old.meta, total: Math.max(0, old.meta.total - 1) },
            }
          : old,
      );
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: eventKeys.outside }),
        client.invalidateQueries({ queryKey: eventKeys.tickets }),
      ]),
  });
}

/**
 * Live: a registration of mine changed (confirmed, promoted from the waitlist, declined, or the
 * event was postponed or cancelled) — its 'event' notification arrives over the one socket, and the
 * event page and my tickets read again. `onNews` lets the screen say so.
 */
export function useEventsNews(onNews?: (notification: TNotification) => void) {
  const client = useQueryClient();
  useRealtimeEvent('notification:new', (notification) => {
    if (notification.type !== 'event') return;
    void client.invalidateQueries({ queryKey: eventKeys.all });
    onNews?.(notification);
  });
}
