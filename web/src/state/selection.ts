import { create } from 'zustand';

interface SelectionState {
  /** The selected project's id, or null when none is (no projects yet, or it was deleted). */
  projectId: string | null;
  select(projectId: string | null): void;
}

/**
 * The selected project (spec §4 "Project selection"). Not stored: on load the project in the URL
 * is selected, else the first listed one (useProjectSelection).
 */
export const useSelection = create<SelectionState>((set) => ({
  projectId: null,
  select: (projectId) => set({ projectId }),
}));
