import { EngineError } from '../engine';
import { readCapped } from './body';
import { type Compat, adaptTo, serverMessage } from './compat';

/** One message of a Chat Completions conversation. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The JSON Schema an answer must follow, named as Chat Completions wants it. */
export interface AnswerFormat {
  name: string;
  schema: Record<string, unknown>;
}

/** What the model said: its text, and whether it stopped at the token limit mid-answer. */
export interface ChatAnswer {
  content: string;
  truncated: boolean;
}

export interface ChatClientOptions {
  /** Base URL of the API, `http://host:port/v1`; a query (Azure's `api-version`) is kept. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt, covering the whole answer: default 120 s (local models write slowly). */
  timeoutMs?: number;
  /** Attempts per call on 429, 5xx and network errors: default 3. */
  maxAttempts?: number;
  /** First backoff before a retry, doubled each time, with jitter: default 500 ms. */
  backoffMs?: number;
  /** The longest Retry-After honoured; a longer one fails at once with it: default 30 s. */
  maxRetryAfterMs?: number;
  /** Answers larger than this are refused unread: default 512 KiB. */
  maxResponseBytes?: number;
  /** The answer's token budget: default 8192. */
  maxTokens?: number;
  fetch?: typeof fetch;
}

export interface ChatClient {
  /** The endpoint called, for messages (no query string, so no secrets). */
  readonly endpoint: string;
  complete(
    messages: ChatMessage[],
    format: AnswerFormat,
    signal?: AbortSignal,
  ): Promise<ChatAnswer>;
}

/** Hosts that take the key in an `api-key` header (Azure OpenAI's key authentication). */
const AZURE_HOST =
  /\.(openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;

/** The `/chat/completions` URL under `baseUrl`, keeping its query (Azure's `api-version`). */
export function completionsUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new EngineError(
      `LLM_BASE_URL "${baseUrl}" is not a URL: give the API's base, like http://localhost:11434/v1`,
      'unavailable',
    );
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Milliseconds the server asked us to wait: `retry-after-ms` (OpenAI), or `Retry-After`. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A Chat Completions client on the global fetch. It retries what may pass (429, 5xx, a dropped
 * connection) with exponential backoff and jitter, honouring Retry-After; it never retries other
 * 4xx nor a timeout (a model that took the whole budget once will likely do it again, and the
 * user is waiting). It adapts once per client to servers that refuse a parameter it sends (see
 * compat.ts). Every failure is an EngineError whose message says what to check.
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const url = completionsUrl(options.baseUrl);
  const endpoint = `${url.origin}${url.pathname}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const backoffMs = options.backoffMs ?? 500;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const maxBytes = options.maxResponseBytes ?? 512 * 1024;
  const maxTokens = options.maxTokens ?? 8192;
  const compat: Compat = {
    format: 'json_schema',
    tokens: 'max_tokens',
    temperature: true,
  };

  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.apiKey) {
    headers.authorization = `Bearer ${options.apiKey}`;
    if (AZURE_HOST.test(url.hostname)) headers['api-key'] = options.apiKey;
  }

  const bodyOf = (messages: ChatMessage[], format: AnswerFormat) => {
    const body: Record<string, unknown> = { model: options.model, messages };
    if (compat.temperature) body.temperature = 0.2;
    body[compat.tokens] = maxTokens;
    if (compat.format === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: format.name, strict: false, schema: format.schema },
      };
    } else if (compat.format === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    return JSON.stringify(body);
  };

  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const timedOut = () =>
    new EngineError(
      `The language model at ${endpoint} did not answer within ${seconds(timeoutMs)} s: ` +
        'try again, or use a faster model or server',
      'timeout',
    );

  async function complete(
    messages: ChatMessage[],
    format: AnswerFormat,
    signal?: AbortSignal,
  ): Promise<ChatAnswer> {
    let attempt = 0;
    // Adapting to a server's dialect is not a failed attempt; each adaptation happens once.
    let adaptations = 0;
    for (;;) {
      attempt += 1;
      signal?.throwIfAborted();
      const timeout = AbortSignal.timeout(timeoutMs);
      const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let status: number;
      let text: string;
      let responseHeaders: Headers;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers,
          body: bodyOf(messages, format),
          signal: both,
        });
        status = res.status;
        responseHeaders = res.headers;
        const read = await readCapped(res, maxBytes);
        if (read === undefined) {
          throw new EngineError(
            `The language model at ${endpoint} answered with more than ${Math.round(maxBytes / 1024)} KiB ` +
              '(oversized output): ask for a smaller change, or lower the model’s output limit',
            'invalid_output',
          );
        }
        text = read;
      } catch (err) {
        if (err instanceof EngineError) throw err;
        if (signal?.aborted) throw signal.reason;
        if (timeout.aborted) throw timedOut();
        if (attempt < maxAttempts) {
          await sleep(backoff(attempt), signal);
          continue;
        }
        throw new EngineError(
          `Could not reach the language model at ${endpoint} (${causeOf(err)}) after ${attempt} ` +
            'attempts: check LLM_BASE_URL and that the server is running',
          'unavailable',
        );
      }

      if (status >= 200 && status < 300) return parseCompletion(text, endpoint);

      const message = serverMessage(text);
      if (adaptations < 3 && adaptTo(compat, status, message)) {
        adaptations += 1;
        attempt -= 1;
        continue;
      }
      const said = message ? ` (${message.replace(/[.\s]+$/, '')})` : '';
      if (status === 429 || status >= 500) {
        const wait = retryAfterMs(responseHeaders);
        const retryAfter = wait === undefined ? undefined : seconds(wait);
        const what =
          status === 429 ? `is rate limiting requests (429)` : `failed with ${status}${said}`;
        if (wait !== undefined && wait > maxRetryAfterMs) {
          throw new EngineError(
            `The language model at ${endpoint} ${what} and asks to wait ${retryAfter} s: try again then`,
            'unavailable',
            retryAfter,
          );
        }
        if (attempt < maxAttempts) {
          await sleep(wait ?? backoff(attempt), signal);
          continue;
        }
        throw new EngineError(
          `The language model at ${endpoint} ${what} after ${attempt} attempts: try again later`,
          'unavailable',
          retryAfter,
        );
      }
      throw new EngineError(
        `The language model at ${endpoint} answered ${status}${said}${hintFor(status)}`,
        'unavailable',
      );
    }
  }

  /** Exponential with "equal jitter": 0.5–1 × base × 2^(attempt-1), so retries spread out. */
  function backoff(attempt: number): number {
    const ceiling = backoffMs * 2 ** (attempt - 1);
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  function hintFor(status: number): string {
    if (status === 401 || status === 403) return ': check LLM_API_KEY';
    if (status === 404) {
      return `: check LLM_BASE_URL (the API's base, usually ending in /v1) and LLM_MODEL ("${options.model}")`;
    }
    if (status === 413) return ': the project is too large to send to this model';
    return ': check LLM_MODEL and the server’s settings';
  }

  return { endpoint, complete };
}

function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

/** The assistant's text from a Chat Completions answer. */
export function parseCompletion(text: string, endpoint: string): ChatAnswer {
  const notProtocol = (why: string) =>
    new EngineError(
      `The language model at ${endpoint} did not answer like a Chat Completions API (${why}): ` +
        'check LLM_BASE_URL',
      'invalid_output',
    );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw notProtocol('the answer is not JSON');
  }
  const choice = (body as { choices?: unknown[] } | null)?.choices?.[0] as
    { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown } | undefined;
  if (!choice || typeof choice !== 'object' || !choice.message) throw notProtocol('no choices');
  const { content, refusal } = choice.message;
  if (typeof refusal === 'string' && refusal.trim() !== '') {
    throw new EngineError(
      `The language model declined to answer: ${refusal.trim().slice(0, 300)}`,
      'invalid_output',
    );
  }
  if (choice.finish_reason === 'content_filter') {
    throw new EngineError(
      'The language model’s answer was stopped by its content filter: rephrase the request',
      'invalid_output',
    );
  }
  // Content is a string; a few servers send an array of text parts.
  const joined =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content
            .map((p) => (typeof (p as { text?: unknown })?.text === 'string' ? p.text : ''))
            .join('')
        : '';
  return { content: joined, truncated: choice.finish_reason === 'length' };
}
