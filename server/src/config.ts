import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const url = (what: string) =>
  z.url({ message: `must be an absolute URL (${what})` }).transform((u) => u.replace(/\/+$/, ''));

const Env = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: url('e.g. https://trellis.example.com').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Kept exactly as given: tokens carry the issuer verbatim, trailing slash and all (Auth0).
  OIDC_ISSUER: z
    .url({ message: 'must be an absolute URL (the issuer of an external identity provider)' })
    .optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('trellis-web'),
  OIDC_SCOPE: z.string().min(1).default('openid profile email'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Origins (scheme://host[:port]) a browser may call the API from, comma-separated.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[^/\s]+$/,
            'must be origins like https://app.example.com, comma-separated, no paths',
          ),
      ),
    ),
  // Rate limits, per minute: per address (API and sign-in), per user, per user for engine calls.
  RATE_LIMIT_IP_PER_MIN: z.coerce
    .number({ message: 'must be a whole number from 1 to 1000000 (per minute)' })
    .int('must be a whole number from 1 to 1000000 (per minute)')
    .min(1, 'must be a whole number from 1 to 1000000 (per minute)')
    .max(1_000_000, 'must be a whole number from 1 to 1000000 (per minute)')
    .default(600),
  RATE_LIMIT_USER_PER_MIN: z.coerce
    .number({ message: 'must be a whole number from 1 to 1000000 (per minute)' })
    .int('must be a whole number from 1 to 1000000 (per minute)')
    .min(1, 'must be a whole number from 1 to 1000000 (per minute)')
    .max(1_000_000, 'must be a whole number from 1 to 1000000 (per minute)')
    .default(300),
  RATE_LIMIT_ENGINE_PER_MIN: z.coerce
    .number({ message: 'must be a whole number from 1 to 1000000 (per minute)' })
    .int('must be a whole number from 1 to 1000000 (per minute)')
    .min(1, 'must be a whole number from 1 to 1000000 (per minute)')
    .max(1_000_000, 'must be a whole number from 1 to 1000000 (per minute)')
    .default(20),
  // Bearer token /metrics asks for; without one, /metrics answers loopback callers only.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PLANNER: z.enum(['offline', 'openai']).default('offline'),
  LLM_BASE_URL: url('the OpenAI-compatible endpoint, e.g. https://api.openai.com/v1').optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds from 1000 to 600000' })
    .int('must be a whole number of milliseconds from 1000 to 600000')
    .min(1000, 'must be a whole number of milliseconds from 1000 to 600000')
    .max(600000, 'must be a whole number of milliseconds from 1000 to 600000')
    .default(60000),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Requests per minute: per address, per signed-in user, per user for engine calls. */
  rateLimits: { ipPerMinute: number; userPerMinute: number; enginePerMinute: number };
  /** Origins a browser may call the API from (CORS); empty: the app's own only. */
  corsOrigins: string[];
  /** What /metrics asks for as a bearer token; undefined: loopback callers only. */
  metricsToken: string | undefined;
  planner:
    | { engine: 'offline' }
    | {
        engine: 'openai';
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        timeoutMs: number;
      };
  auth: {
    /** Embedded: the provider mounted at /oidc; external: OIDC_ISSUER. */
    mode: 'embedded' | 'external';
    issuer: string;
    audience: string;
    clientId: string;
    /** Scopes the web app asks for (an external provider may need an API scope added). */
    scope: string;
  };
}

export class ConfigError extends Error {}

/**
 * Reads the configuration from environment variables and validates it, so that a wrong value
 * stops the server at boot with a message that names the variable, not later mid-request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = Env.safeParse(set);
  const lines = (parsed.success ? [] : parsed.error.issues).map((i) => {
    const name = String(i.path[0] ?? '');
    const got = name && env[name] !== undefined ? ` (got ${JSON.stringify(env[name])})` : '';
    return `  ${name}: ${i.message}${got}`;
  });
  if (set.OIDC_ISSUER && !set.OIDC_AUDIENCE) {
    lines.push(
      '  OIDC_AUDIENCE: is required with OIDC_ISSUER: the audience your provider puts in API tokens',
    );
  }
  if (set.PLANNER === 'openai') {
    for (const [name, what] of [
      ['LLM_BASE_URL', 'the OpenAI-compatible endpoint, e.g. https://api.openai.com/v1'],
      ['LLM_MODEL', 'the model to ask, e.g. gpt-4o-mini'],
    ] as const) {
      if (!set[name]) lines.push(`  ${name}: is required with PLANNER=openai: ${what}`);
    }
  }
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const external = e.OIDC_ISSUER !== undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      ipPerMinute: e.RATE_LIMIT_IP_PER_MIN,
      userPerMinute: e.RATE_LIMIT_USER_PER_MIN,
      enginePerMinute: e.RATE_LIMIT_ENGINE_PER_MIN,
    },
    corsOrigins: e.CORS_ORIGINS,
    metricsToken: e.METRICS_TOKEN,
    planner:
      e.PLANNER === 'openai'
        ? {
            engine: 'openai',
            baseUrl: e.LLM_BASE_URL as string,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL as string,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : { engine: 'offline' },
    auth: external
      ? {
          mode: 'external',
          issuer: e.OIDC_ISSUER as string,
          audience: e.OIDC_AUDIENCE as string,
          clientId: e.OIDC_CLIENT_ID,
          scope: e.OIDC_SCOPE,
        }
      : {
          mode: 'embedded',
          issuer: `${publicUrl}/oidc`,
          audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
          clientId: e.OIDC_CLIENT_ID,
          scope: e.OIDC_SCOPE,
        },
  };
}
