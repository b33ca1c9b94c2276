import { STORAGE_PREFIX } from '@trellis/core';

/**
 * Browser storage under the product's prefix (spec §9: "Locally stored keys are prefixed with the
 * product name"). Storage can be full, disabled or blocked: reads then answer null and writes are
 * dropped, because nothing kept here is worth breaking a page for.
 */
function key(name: string): string {
  return name.startsWith(STORAGE_PREFIX) ? name : `${STORAGE_PREFIX}${name}`;
}

function area(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(name: string, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return area(kind)?.getItem(key(name)) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(
  name: string,
  value: string | null,
  kind: 'local' | 'session' = 'local',
): void {
  try {
    const store = area(kind);
    if (value === null) store?.removeItem(key(name));
    else store?.setItem(key(name), value);
  } catch {
    // Quota exceeded or storage disabled: the value is only a convenience.
  }
}
