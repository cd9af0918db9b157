import type { TCertificate, TCertificateVerification } from '@ankur/shared/schemas/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** GET certificates: the signed-in user's certificates, newest first. */
export async function listCertificates(options: { signal?: AbortSignal } = {}): Promise<TCertificate[]> {
  const body = await apiFetch<{ items?: TCertificate[] } | undefined>('certificates', { signal: options.signal });
  return Array.isArray(body?.items) ? body.items : [];
}

/** GET certificates/verify/{code}: public (no session needed); an unknown code answers 404. */
export function verifyCertificate(
  code: string,
  options: { signal?: AbortSignal } = {},
): Promise<TCertificateVerification> {
  return apiFetch<TCertificateVerification>(`certificates/verify/${encodeURIComponent(code)}`, {
    signal: options.signal,
  });
}

export const certificatesQueryKey = ['certificates', 'mine'] as const;

export function certificatesQueryOptions() {
  return queryOptions({ queryKey: certificatesQueryKey, queryFn: ({ signal }) => listCertificates({ signal }) });
}

export function useCertificates(enabled = true) {
  return useQuery({ ...certificatesQueryOptions(), enabled });
}

export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: ['certificates', 'verify', code] as const,
    queryFn: ({ signal }) => verifyCertificate(code, { signal }),
    enabled: code.length > 0,
  });
}

/** The absolute address of a certificate's public page (what "Copy link" copies). */
export function certificateUrl(verifyPath: string, origin = window.location.origin): string {
  return new URL(verifyPath, origin).href;
}
