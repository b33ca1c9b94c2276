/** TanStack Query keys: one place, so that invalidations match the queries they mean. */
export const keys = {
  projects: ['projects'] as const,
  graph: (projectId: string) => ['graph', projectId] as const,
  requests: (projectId?: string) => ['requests', projectId ?? 'all'] as const,
  allRequests: ['requests'] as const,
  setup: ['initial_setup'] as const,
};
