import { type ProjectSummary, isDefaultProject } from '@trellis/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCall } from './call';
import { whenIdle } from '../lib/idle';
import { type GraphResult, dropCachedGraph, readCachedGraph, writeCachedGraph } from './graphCache';
import { keys } from './keys';

function useProjectsQuery<T>(select: (projects: ProjectSummary[]) => T) {
  const call = useCall();
  return useQuery({
    queryKey: keys.projects,
    queryFn: async ({ signal }) => (await call('get_user_projects', {}, { signal })).projects,
    select,
  });
}

const everyProject = (projects: ProjectSummary[]) => projects;
const listedOnly = (projects: ProjectSummary[]) =>
  projects.filter((p) => !isDefaultProject(p.name));

/** The caller's projects, most recently changed first. */
export function useProjects() {
  return useProjectsQuery(everyProject);
}

/** Projects the dropdown and the default selection offer: all but 'default project'. */
export function useListedProjects() {
  return useProjectsQuery(listedOnly);
}

let requestSeq = 0;

/**
 * A project's whole graph (spec §4 "Graph loading"): cached per project, in memory and in the
 * session, concurrent loads of one project shared (TanStack dedupes by key), and a forced
 * refetch through `refetch()` or `useRefreshGraph`.
 */
export function useProjectGraph(projectId: string | undefined) {
  const call = useCall();
  return useQuery({
    queryKey: keys.graph(projectId ?? ''),
    enabled: !!projectId,
    queryFn: async ({ signal }): Promise<GraphResult> => {
      const id = projectId as string;
      try {
        const graph = await call(
          'get_project_graph',
          { project_id: id, client_request_id: `graph-${++requestSeq}` },
          { signal },
        );
        // Kept for the next visit once the page is idle: serialising a big graph would delay
        // drawing it (about 100 ms at 1,000 nodes).
        whenIdle(() => writeCachedGraph(id, graph));
        return graph;
      } catch (err) {
        dropCachedGraph(id);
        throw err;
      }
    },
    initialData: () => (projectId ? readCachedGraph(projectId)?.graph : undefined),
    initialDataUpdatedAt: () => (projectId ? readCachedGraph(projectId)?.at : undefined),
    // A cached graph is shown at once but always checked against the server.
    staleTime: 0,
  });
}

/** Forces a fresh load of a project's graph (and of the lists that depend on it). */
export function useRefreshGraph() {
  const client = useQueryClient();
  return useCallback(
    async (projectId: string) => {
      await client.invalidateQueries({ queryKey: keys.graph(projectId), refetchType: 'all' });
    },
    [client],
  );
}

/** The caller's requests, newest first; only one project's when `projectId` is given. */
export function useUserRequests(projectId?: string, enabled = true) {
  const call = useCall();
  return useQuery({
    queryKey: keys.requests(projectId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call('get_user_requests', projectId ? { project_id: projectId } : {}, { signal }))
        .requests,
  });
}
