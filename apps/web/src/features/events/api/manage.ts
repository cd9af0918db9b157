import type {
  TAttendance,
  TEventAction,
  TEventDetail,
  TEventInput,
  TEventPatch,
  TEventReport,
  TRegistrationRow,
  TRegistrationStatus,
} from '@ankur/shared/schemas/events';
import type { TUpload } from '@ankur/shared/schemas/uploads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildApiUrl } from '../../../lib/api-client';

/**
 * The organiser's calls (/api/events/*, modules/events on the server): the editor's create, update
 * and transitions, and the dashboard's registrations, decisions, check-in, attendance and report.
 * Keys sit under ['events'] like the rest of the feature's, so one invalidation refreshes both.
 */

export const manageKeys = {
  all: ['events'] as const,
  event: (id: number) => ['events', 'detail', id] as const,
  registrations: (id: number, q: RegistrationFilter) => ['events', 'registrations', id, q] as const,
  registrationsOf: (id: number) => ['events', 'registrations', id] as const,
  attendance: (id: number) => ['events', 'attendance', id] as const,
  report: (id: number) => ['events', 'report', id] as const,
};

export interface RegistrationFilter {
  q?: string;
  status?: TRegistrationStatus;
  checked_in?: 'true' | 'false';
  page?: number;
  limit?: number;
}

export interface RegistrationPage {
  data: TRegistrationRow[];
  meta: { page: number; limit: number; total: number; totalPages?: number };
}

export const useManagedEvent = (id: number) =>
  useQuery({
    queryKey: manageKeys.event(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<TEventDetail>(`events/${id}`, { signal }),
  });

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TEventInput) => apiFetch<TEventDetail>('events', { method: 'POST', body: input }),
    onSuccess: (event) => {
      client.setQueryData(manageKeys.event(event.event_id), event);
      void client.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
}

export function useUpdateEvent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: TEventPatch) => apiFetch<TEventDetail>(`events/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: (event) => {
      client.setQueryData(manageKeys.event(id), event);
      void client.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
}

export function useEventTransition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, note }: { action: TEventAction; note?: string }) =>
      apiFetch<TEventDetail>(`events/${id}/transition`, { method: 'POST', body: note ? { action, note } : { action } }),
    onSuccess: (event) => {
      client.setQueryData(manageKeys.event(id), event);
      void client.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
}

/** POST /api/uploads with purpose 'event' (the cover image; the server sniffs the type). */
export function uploadEventCover(file: File, signal?: AbortSignal): Promise<TUpload> {
  const form = new FormData();
  form.append('purpose', 'event');
  form.append('file', file, file.name);
  return apiFetch<TUpload>('uploads', { method: 'POST', body: form, signal });
}

export const useRegistrations = (id: number, q: RegistrationFilter, enabled = true) =>
  useQuery({
    queryKey: manageKeys.registrations(id, q),
    enabled: enabled && id > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch<RegistrationPage>(`events/${id}/registrations`, {
        signal,
        query: { q: q.q || undefined, status: q.status, checked_in: q.checked_in, page: q.page, limit: q.limit },
      }),
  });

export function useDecision(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, decision }: { registrationId: number; decision: 'approve' | 'decline' }) =>
      apiFetch<TRegistrationRow>(`events/registrations/${registrationId}/decision`, {
        method: 'POST',
        body: { decision },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: manageKeys.registrationsOf(eventId) });
      void client.invalidateQueries({ queryKey: manageKeys.attendance(eventId) });
    },
  });
}

export interface CheckInResult {
  registration: TRegistrationRow;
  first_time: boolean;
}

export function useCheckIn(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticket_code: string } | { registration_id: number }) =>
      apiFetch<CheckInResult>(`events/${eventId}/check-in`, { method: 'POST', body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: manageKeys.registrationsOf(eventId) });
      void client.invalidateQueries({ queryKey: manageKeys.attendance(eventId) });
    },
  });
}

export const useAttendance = (id: number, enabled = true) =>
  useQuery({
    queryKey: manageKeys.attendance(id),
    enabled: enabled && id > 0,
    queryFn: ({ signal }) => apiFetch<TAttendance>(`events/${id}/attendance`, { signal }),
  });

export const useEventReport = (id: number, enabled = true) =>
  useQuery({
    queryKey: manageKeys.report(id),
    enabled: enabled && id > 0,
    queryFn: ({ signal }) => apiFetch<TEventReport>(`events/${id}/report`, { signal }),
  });

/** The check-in list as CSV (a plain link: the browser downloads it with the session cookie). */
export const registrationsCsvUrl = (id: number) => buildApiUrl(`events/${id}/registrations.csv`);

export interface Choice {
  id: number;
  name: string;
}

/** The circles I own or moderate (an event for one circle), GET community/circles?scope=manage. */
export const useMyCircles = (enabled: boolean) =>
  useQuery({
    queryKey: ['events', 'choices', 'circles'] as const,
    enabled,
    queryFn: async ({ signal }) => {
      const page = await apiFetch<{ data: { circle_id: number; name: string }[] }>('community/circles', {
        signal,
        query: { scope: 'manage', limit: 50 },
      });
      return page.data.map((c): Choice => ({ id: c.circle_id, name: c.name }));
    },
  });

/** The programs of the tenant (an event for one cohort), GET programs/getAll. */
export const usePrograms = (enabled: boolean) =>
  useQuery({
    queryKey: ['events', 'choices', 'programs'] as const,
    enabled,
    queryFn: async ({ signal }) => {
      const page = await apiFetch<{ data: { program_id: number; program_name?: string; title?: string }[] }>(
        'programs/getAll',
        { signal, query: { page: 1, limit: 100 } },
      );
      return page.data.map(
        (p): Choice => ({ id: p.program_id, name: p.program_name ?? p.title ?? `#${p.program_id}` }),
      );
    },
  });
