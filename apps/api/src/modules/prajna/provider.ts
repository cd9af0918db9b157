import type { TPrajnaHealth } from '@ankur/shared/schemas/prajna';

/**
 * Prajna's generation, behind one interface: any OpenAI-compatible chat completions endpoint (a
 * hosted model, or a local server such as Ollama or vLLM), set by PRAJNA_API_URL, PRAJNA_API_KEY,
 * PRAJNA_MODEL and PRAJNA_PROVIDER_NAME. Each call has a timeout and one retry (after a short pause)
 * on a network error, a timeout, a 429 or a 5xx; anything else fails at once.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AnswerProvider {
  name: string;
  model: string;
  baseUrl: string;
  hasKey: boolean;
  timeoutMs: number;
  /** the assistant's reply to the messages; throws ProviderError */
  complete(messages: ChatMessage[], opts?: { temperature?: number }): Promise<string>;
  /** GET {base}/models: reachable, and the key accepted */
  health(): Promise<TPrajnaHealth>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderConfig {
  apiUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  providerName: string | undefined;
  timeoutMs: number;
}

const ATTEMPTS = 2;
const RETRY_PAUSE_MS = 250;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retryable = (status: number) => status === 429 || status >= 500;

/** The configured provider, or null when PRAJNA_API_URL is unset (answers from the library alone). */
export function providerFrom(cfg: ProviderConfig): AnswerProvider | null {
  if (!cfg.apiUrl) return null;
  const baseUrl = cfg.apiUrl;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (cfg.apiKey) headers.authorization = `Bearer ${cfg.apiKey}`;

  async function call(path: string, init: RequestInit): Promise<Response> {
    let last: ProviderError = new ProviderError('The provider was not called.');
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          ...init,
          headers,
          signal: AbortSignal.timeout(cfg.timeoutMs),
        });
        if (res.ok) return res;
        last = new ProviderError(`The provider answered ${res.status}.`, res.status);
        await res.body?.cancel();
        if (!retryable(res.status)) break;
      } catch (err) {
        const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        last = new ProviderError(
          timeout ? `The provider did not answer within ${cfg.timeoutMs} ms.` : 'The provider could not be reached.',
        );
      }
      if (attempt < ATTEMPTS) await pause(RETRY_PAUSE_MS);
    }
    throw last;
  }

  return {
    name: cfg.providerName ?? new URL(baseUrl).host,
    model: cfg.model,
    baseUrl,
    hasKey: Boolean(cfg.apiKey),
    timeoutMs: cfg.timeoutMs,
    async complete(messages, opts = {}) {
      const res = await call('/chat/completions', {
        method: 'POST',
        body: JSON.stringify({ model: cfg.model, messages, temperature: opts.temperature ?? 0.2, stream: false }),
      });
      const body = (await res.json().catch(() => null)) as {
        choices?: Array<{ message?: { content?: unknown } }>;
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new ProviderError('The provider sent no answer.');
      return content.trim();
    },
    async health() {
      const started = performance.now();
      try {
        const res = await call('/models', { method: 'GET' });
        await res.body?.cancel();
        return { ok: true, ms: Math.round(performance.now() - started), status: res.status, message: 'Reachable.' };
      } catch (err) {
        const e = err instanceof ProviderError ? err : new ProviderError('The provider could not be reached.');
        return { ok: false, ms: Math.round(performance.now() - started), status: e.status, message: e.message };
      }
    },
  };
}
