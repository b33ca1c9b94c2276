import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible Chat Completions server, speaking the real protocol
 * over HTTP: POST /v1/chat/completions with a JSON body, answers shaped like OpenAI's
 * (`chat.completion` objects with choices and usage; errors as `{error: {message, type, code}}`).
 * Each test scripts what the next calls get, one behaviour per call, and reads back the
 * requests the server received.
 */

/** What the server does with one call. */
export type Behaviour =
  /** Answers with this value, JSON-encoded, as the assistant's content. */
  | { kind: 'json'; content: unknown; finishReason?: string }
  /** Answers with this exact text as the assistant's content. */
  | { kind: 'text'; content: string; finishReason?: string }
  /** Answers with a refusal instead of content (OpenAI's structured-output refusals). */
  | { kind: 'refusal'; refusal: string }
  /** An OpenAI-style error: this status, message and headers (Retry-After, say). */
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  /** Any body, as is, with this status. */
  | { kind: 'raw'; status: number; body: string; headers?: Record<string, string> }
  /** A valid completion padded past `bytes`. */
  | { kind: 'huge'; bytes: number }
  /** Never answers (the connection stays open until the client gives up). */
  | { kind: 'hang' }
  /** Drops the connection without an answer. */
  | { kind: 'reset' }
  /**
   * Whatever `respond` makes of the request: for answers that must name ids only the request
   * holds (the project a draft is for, a node made by an earlier call).
   */
  | { kind: 'reply'; respond: (body: ReceivedRequest['body']) => Behaviour };

export const json = (content: unknown, finishReason?: string): Behaviour => ({
  kind: 'json',
  content,
  ...(finishReason ? { finishReason } : {}),
});
export const text = (content: string, finishReason?: string): Behaviour => ({
  kind: 'text',
  content,
  ...(finishReason ? { finishReason } : {}),
});
export const reply = (respond: (body: ReceivedRequest['body']) => Behaviour): Behaviour => ({
  kind: 'reply',
  respond,
});
export const error = (
  status: number,
  message: string,
  headers?: Record<string, string>,
): Behaviour => ({ kind: 'error', status, message, ...(headers ? { headers } : {}) });

/** A request as the server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    temperature?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
    [key: string]: unknown;
  };
  at: number;
}

export interface FakeLlm {
  /** `http://127.0.0.1:PORT/v1`, what LLM_BASE_URL would be. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Queues behaviours for the next calls, in order. */
  script(...behaviours: Behaviour[]): void;
  /** Behaviours not yet used. */
  pending(): number;
  /** Forgets requests and behaviours between tests. */
  reset(): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, [string, string | null]> = {
  400: ['invalid_request_error', null],
  401: ['invalid_request_error', 'invalid_api_key'],
  404: ['invalid_request_error', 'model_not_found'],
  429: ['rate_limit_exceeded', 'rate_limit_exceeded'],
};

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers?: Record<string, string>,
) {
  const [type, code] =
    ERROR_TYPES[status] ??
    (status >= 500 ? ['server_error', null] : ['invalid_request_error', null]);
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}

let counter = 0;
function completion(model: string, message: Record<string, unknown>, finishReason = 'stop') {
  counter += 1;
  return {
    id: `chatcmpl-fake${counter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'fp_fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', refusal: null, ...message },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

/**
 * Starts the fake on a free loopback port. With `apiKey`, calls without the matching bearer
 * token get OpenAI's 401.
 */
export async function startFakeLlm(options: { apiKey?: string } = {}): Promise<FakeLlm> {
  const queue: Behaviour[] = [];
  const requests: ReceivedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      // Any prefix, as servers differ (/v1, Azure's /openai/deployments/{name}).
      if (req.method !== 'POST' || !path.split('?')[0]?.endsWith('/chat/completions')) {
        return sendError(res, 404, `Invalid URL (${req.method} ${path})`);
      }
      let body: ReceivedRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return sendError(res, 400, 'We could not parse the JSON body of your request.');
      }
      requests.push({ method: req.method, path, headers: req.headers, body, at: Date.now() });
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return sendError(
          res,
          401,
          'Incorrect API key provided: sk-wrong. You can find your API key at https://platform.openai.com/account/api-keys.',
        );
      }
      if (
        typeof body?.model !== 'string' ||
        !Array.isArray(body.messages) ||
        body.messages.length === 0
      ) {
        return sendError(res, 400, "Missing required parameter: 'messages'.");
      }
      let next = queue.shift();
      if (!next) return sendError(res, 500, 'The fake LLM has no scripted behaviour left.');
      try {
        while (next.kind === 'reply') next = next.respond(body);
      } catch (err) {
        // A 409 is neither retried nor adapted to: the call fails at once, naming the error.
        return sendError(res, 409, `The fake LLM's reply failed: ${String(err)}`);
      }
      switch (next.kind) {
        case 'json':
          return sendJson(
            res,
            200,
            completion(body.model, { content: JSON.stringify(next.content) }, next.finishReason),
          );
        case 'text':
          return sendJson(
            res,
            200,
            completion(body.model, { content: next.content }, next.finishReason),
          );
        case 'refusal':
          return sendJson(
            res,
            200,
            completion(body.model, { content: null, refusal: next.refusal }),
          );
        case 'error':
          return sendError(res, next.status, next.message, next.headers);
        case 'raw':
          res.writeHead(next.status, next.headers ?? { 'content-type': 'text/plain' });
          return res.end(next.body);
        case 'huge': {
          // Streamed without a Content-Length, so the client must cap what it reads itself.
          const answer = completion(body.model, { content: 'x'.repeat(next.bytes) });
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(answer));
        }
        case 'hang':
          return;
        case 'reset':
          return req.socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => void queue.push(...behaviours),
    pending: () => queue.length,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
