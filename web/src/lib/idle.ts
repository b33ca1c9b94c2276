/**
 * Runs `work` when the page is idle (within `timeout` ms at the latest), or after a zero delay
 * where the browser has no requestIdleCallback (jsdom).
 */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 0);
}
