import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../server/src/store/open';
import { signIn } from '../../server/test/oidcFlow';
import { listenOnLoopback } from '../../server/test/listen';

/** A fetch failure from reusing a kept-alive connection the server had closed. */
function isStaleSocket(err: unknown): boolean {
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return err instanceof TypeError && ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE'].includes(code ?? '');
}

/** An answer's body text with the times it took, in ms. */
export interface TimedAnswer {
  text: string;
  roundTripMs: number;
  serverMs: number;
}

/** Header naming a request whose server time the bench wants; the app ignores it. */
const TIMING_HEADER = 'x-bench-timing';

/**
 * Server times of the requests that carry {@link TIMING_HEADER}, by its value. The listener is
 * put before Fastify's so that the clock starts before the app sees the request.
 */
function serverTimes(app: FastifyInstance): Map<string, Promise<number>> {
  const times = new Map<string, Promise<number>>();
  app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const id = req.headers[TIMING_HEADER];
    if (typeof id !== 'string') return;
    const start = performance.now();
    times.set(id, new Promise((done) => res.once('finish', () => done(performance.now() - start))));
  });
  return times;
}

/** The real app listening on a loopback port, with a signed-in user's bearer token. */
export interface BenchServer {
  baseUrl: string;
  app: FastifyInstance;
  token: string;
  /**
   * POST /api/<name> with the token and a body already serialised (so that timing it leaves
   * out the client's JSON.stringify); answers the body text read to its end. Throws unless 200.
   */
  post(name: string, json: string): Promise<string>;
  /**
   * `post`, timed twice: the round trip as the client sees it, and the server time, from the
   * server's `request` event (headers parsed) to its response's `finish` (last byte handed to
   * the socket). Fastify's `reply.elapsedTime` in an onResponse hook reads the same span, but
   * Fastify takes no hooks once listening, so the bench listens on the node server instead.
   */
  timedPost(name: string, json: string): Promise<TimedAnswer>;
  /** POST /api/<name> with `body`, answering the parsed `result` (throws unless `success`). */
  call<T = unknown>(name: string, body: unknown): Promise<T>;
  close(): Promise<void>;
}

/**
 * Builds the app on `store` as production does (embedded identity provider, silent logs, no
 * web app), listens on a free port, and registers a user through the embedded sign-in pages
 * (authorization code + PKCE) to get a bearer token.
 */
export async function startBenchServer(store: Store): Promise<BenchServer> {
  const { app, baseUrl } = await listenOnLoopback(store);
  const times = serverTimes(app);
  const port = new URL(baseUrl).port;
  try {
    const tokens = await signIn({
      baseUrl,
      email: `bench-${port}@example.com`,
      password: 'a long enough password',
      register: { name: 'Bench User' },
    });
    const token = tokens.access_token;
    const post = async (name: string, json: string, headers: Record<string, string> = {}) => {
      const send = () =>
        fetch(`${baseUrl}/api/${name}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...headers,
          },
          body: json,
        });
      let res: Response;
      try {
        res = await send();
      } catch (err) {
        // PGlite blocks the event loop for seconds while seeding, so the keep-alive timers of
        // the server and of fetch fire late and together: fetch may pick a socket the server has
        // just closed. Once is a stale socket; twice is a real failure.
        if (!isStaleSocket(err)) throw err;
        res = await send();
      }
      const text = await res.text();
      if (res.status !== 200)
        throw new Error(`${name} answered ${res.status}: ${text.slice(0, 300)}`);
      return text;
    };
    return {
      baseUrl,
      app,
      token,
      post: (name, json) => post(name, json),
      async timedPost(name, json) {
        const id = randomUUID();
        const start = performance.now();
        const text = await post(name, json, { [TIMING_HEADER]: id });
        const roundTripMs = performance.now() - start;
        const serverMs = await times.get(id);
        times.delete(id);
        if (serverMs === undefined) throw new Error(`${name}: the server saw no timed request`);
        return { text, roundTripMs, serverMs };
      },
      async call<T>(name: string, body: unknown) {
        const answer = JSON.parse(await post(name, JSON.stringify(body))) as {
          success: boolean;
          result: T;
        };
        if (!answer.success) throw new Error(`${name} failed: ${JSON.stringify(answer)}`);
        return answer.result;
      },
      close: () => app.close(),
    };
  } catch (err) {
    await app.close();
    throw err;
  }
}
