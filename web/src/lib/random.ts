/**
 * `bytes` random bytes as hex. getRandomValues rather than randomUUID: the latter only exists on
 * secure origins, and the app may be served over plain http inside a network.
 */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}
