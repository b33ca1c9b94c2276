import type { RequestEntry } from '@trellis/core';
import { useEffect } from 'react';
import { useUserRequests } from '../../api/queries';
import { reportError } from '../../ui/notify';

/**
 * The requests a table shows (Home: all of the caller's; Project Requests: one project's),
 * newest first. A failed load is reported ('Failed to load requests') and empties the list, as
 * spec §8 says.
 */
export function useRequestRows(projectId?: string | null): {
  loading: boolean;
  rows: RequestEntry[];
} {
  const all = projectId === undefined;
  const requests = useUserRequests(projectId ?? undefined, all || !!projectId);
  useEffect(() => {
    if (requests.error) reportError('Failed to load requests', requests.error);
  }, [requests.error]);
  return {
    loading: requests.isPending,
    rows: requests.error ? [] : (requests.data ?? []),
  };
}
