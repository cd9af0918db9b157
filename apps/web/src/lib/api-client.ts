/** The one fetch wrapper every call to the Ankur API goes through. */

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null/undefined values are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON, unless it is FormData (sent as multipart). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (sent while it is being closed or left; no body over 64 KiB). */
  keepalive?: boolean;
}

/** The error body every API error carries (DESIGN §5). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: unknown;
}

/** A non-2xx answer from the API. Network failures are not ApiErrors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly details: unknown;

  constructor(status: number, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const API_PREFIX = '/api/';

/** Builds "/api/<path>?<query>" from a path with or without a leading slash or /api/ prefix. */
export function buildApiUrl(path: string, query?: ApiFetchOptions['query']): string {
  const trimmed = path.replace(/^\/+/, '').replace(/^api\//, '');
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_PREFIX}${trimmed}${search ? `?${search}` : ''}`;
}

function isErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, headers, keepalive } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
    signal,
  };
  if (keepalive) init.keepalive = true;
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    }
  }

  const response = await fetch(buildApiUrl(path, query), init);
  const payload = await readBody(response);

  if (!response.ok) {
    const errorBody = isErrorBody(payload) ? payload : undefined;
    const message =
      typeof errorBody?.message === 'string' && errorBody.message.length > 0
        ? errorBody.message
        : response.statusText || `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, errorBody?.details);
  }
  return payload as T;
}
