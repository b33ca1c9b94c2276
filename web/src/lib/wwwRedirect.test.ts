import { describe, expect, it } from 'vitest';
import { redirectFromWww } from './wwwRedirect';

function at(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const location = {
    hostname: url.hostname,
    host: url.host,
    protocol: url.protocol,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => replaced.push(to),
  } as unknown as Location;
  return { location, replaced };
}

describe('the www redirect', () => {
  it('sends a www host to the bare host, keeping path, query and hash', () => {
    const { location, replaced } = at(
      'https://www.trellis.example:8443/projects/manage/p1?x=1#goals',
    );
    expect(redirectFromWww(location)).toBe(true);
    expect(replaced).toEqual(['https://trellis.example:8443/projects/manage/p1?x=1#goals']);
  });

  it('leaves other hosts alone', () => {
    for (const href of [
      'https://trellis.example/',
      'http://localhost:3000/',
      'https://wwwx.example/',
    ]) {
      const { location, replaced } = at(href);
      expect(redirectFromWww(location)).toBe(false);
      expect(replaced).toEqual([]);
    }
  });
});
