import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './client';

describe('retryAfterSeconds', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('0', now)).toBe(0);
    expect(retryAfterSeconds('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30);
    // A date already past means: now.
    expect(retryAfterSeconds('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('answers undefined when there is none or it makes no sense', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds('-5')).toBeUndefined();
  });
});
