import { useCallback, useRef, useState } from 'react';
import { useRefreshGraph } from './queries';
import { reportError } from '../ui/notify';

export interface WriteOptions {
  /** Refetch the project's graph afterwards (default true; false once the project is gone). */
  refresh?: boolean;
}

export interface ProjectWrite {
  /**
   * Runs `work` as the write `action` on `key` (an item id, or a section's own name): ignored
   * while `key` already runs one, reported under the spec's `failure` text when it fails, and
   * followed by a refetch of the graph either way (a failure often means the graph moved on, e.g.
   * a question deleted meanwhile). Resolves whether the work succeeded.
   */
  run(
    key: string,
    action: string,
    failure: string,
    work: () => Promise<unknown>,
    options?: WriteOptions,
  ): Promise<boolean>;
  /** The action running on `key`, if any: for busy labels and disabled buttons. */
  busy(key: string): string | undefined;
}

/**
 * A project page's writes (Project Management, Schemas): each button shows that its call runs
 * and cannot send it twice; errors are logged and toasted (spec §8 "Logged only", DESIGN: also
 * tell the user); the graph is refetched after each write so the page shows what the server holds.
 */
export function useProjectWrite(projectId: string): ProjectWrite {
  const refresh = useRefreshGraph();
  // The ref guards against a second click before React re-renders the disabled button; the
  // state drives what the buttons show.
  const running = useRef(new Map<string, string>());
  const [busyMap, setBusyMap] = useState<ReadonlyMap<string, string>>(() => new Map());

  const run = useCallback<ProjectWrite['run']>(
    async (key, action, failure, work, options = {}) => {
      if (running.current.has(key)) return false;
      running.current.set(key, action);
      setBusyMap(new Map(running.current));
      let ok = true;
      try {
        await work();
      } catch (err) {
        ok = false;
        reportError(failure, err);
      }
      try {
        if (options.refresh !== false) await refresh(projectId);
      } finally {
        running.current.delete(key);
        setBusyMap(new Map(running.current));
      }
      return ok;
    },
    [projectId, refresh],
  );

  const busy = useCallback((key: string) => busyMap.get(key), [busyMap]);
  return { run, busy };
}
