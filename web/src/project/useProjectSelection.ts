import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useListedProjects, useProjects } from '../api/queries';
import { useSelection } from '../state/selection';
import { sectionOf } from './sections';

/**
 * Keeps the selection in step with the app (spec §4 "Project selection"): the project id in the
 * URL wins; otherwise the selection stays while the project exists, and falls back to the first
 * project not named 'default project' (else the first), or none.
 */
export function useProjectSelection(): void {
  const { pathname } = useLocation();
  const all = useProjects().data;
  const listed = useListedProjects().data;
  const { projectId, select } = useSelection();
  const fromUrl = sectionOf(pathname).projectId;

  useEffect(() => {
    if (fromUrl) {
      if (fromUrl !== projectId) select(fromUrl);
      return;
    }
    if (!all) return;
    if (projectId && all.some((p) => p.id === projectId)) return;
    select(listed?.[0]?.id ?? all[0]?.id ?? null);
  }, [fromUrl, all, listed, projectId, select]);
}
