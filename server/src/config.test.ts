import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded store and provider on port 3000', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.auth).toEqual({
      mode: 'embedded',
      issuer: 'http://localhost:3000/oidc',
      audience: 'http://localhost:3000/api',
      clientId: 'trellis-web',
      scope: 'openid profile email',
    });
  });

  it('uses an external provider when OIDC_ISSUER is set', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/tenant/',
      OIDC_AUDIENCE: 'api://trellis',
    });
    expect(c.auth).toMatchObject({
      mode: 'external',
      issuer: 'https://login.example.com/tenant/',
      audience: 'api://trellis',
    });
  });

  it('names every wrong variable and the value it got', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        OIDC_ISSUER: 'https://id.example.com',
      }),
    ).toThrow(ConfigError);
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        OIDC_ISSUER: 'https://id.example.com',
      });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/PORT: .*\(got "eighty"\)/);
      expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
      expect(message).toMatch(/OIDC_AUDIENCE: is required with OIDC_ISSUER/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('selects the planning engine: offline by default, openai with its endpoint and model', () => {
    expect(loadConfig({}).planner).toEqual({ engine: 'offline' });
    expect(
      loadConfig({
        PLANNER: 'openai',
        LLM_BASE_URL: 'http://localhost:11434/v1/',
        LLM_MODEL: 'llama3.1:8b',
      }).planner,
    ).toEqual({
      engine: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1:8b',
      timeoutMs: 60000,
    });
    expect(() => loadConfig({ PLANNER: 'openai' })).toThrow(
      /LLM_BASE_URL: is required[\s\S]*LLM_MODEL: is required/,
    );
    expect(() => loadConfig({ PLANNER: 'magic' })).toThrow(/PLANNER/);
    expect(() =>
      loadConfig({ PLANNER: 'openai', LLM_BASE_URL: 'x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '5' }),
    ).toThrow(/LLM_BASE_URL[\s\S]*LLM_TIMEOUT_MS/);
  });

  it('takes CORS origins as a comma-separated list and a METRICS_TOKEN of 16+ characters', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const c = loadConfig({
      CORS_ORIGINS: 'https://app.example.com, http://localhost:5173',
      METRICS_TOKEN: 'a-long-enough-token',
    });
    expect(c.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(c.metricsToken).toBe('a-long-enough-token');
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(
      /CORS_ORIGINS[\s\S]*origins like/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
