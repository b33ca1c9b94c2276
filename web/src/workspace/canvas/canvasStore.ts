import { create } from 'zustand';
import { type CanvasMode, IDLE, type ModeEvent, isEdgeMode, nextMode } from './modes';

/** A dialog of the workspace (spec §2 "Dialogs"), with what it opens on. */
export type WorkspaceDialog =
  | { kind: 'createNode'; position: { x: number; y: number } }
  | { kind: 'createVertex'; position: { x: number; y: number } }
  | { kind: 'search' }
  | { kind: 'addAttribute'; nodeId: string }
  | { kind: 'filters' };

/**
 * The core object kinds the Visibility Filters dialog offers (spec "Workspace dialogs"), and link
 * types: the schema's nodes would otherwise crowd the canvas.
 */
export const FILTER_KINDS = [
  'project',
  'task',
  'observation',
  'goal',
  'request',
  'node type',
  'link type',
] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/**
 * Filtered off until the user ticks them: node and link types are the schema, kept and edited
 * on the Schemas page; on the canvas they were a third of the cards of a new project.
 */
export const DEFAULT_HIDDEN_KINDS: ReadonlySet<FilterKind> = new Set(['node type', 'link type']);

interface CanvasState {
  mode: CanvasMode;
  /** Applies a mode event; answers the edge to create when a handle drag completes. */
  dispatch(event: ModeEvent): { from: string; to: string; label: string } | undefined;
  dialog: WorkspaceDialog | null;
  openDialog(dialog: WorkspaceDialog): void;
  closeDialog(): void;
  /** Object kinds the user has filtered off the canvas (Visibility Filters). */
  hiddenKinds: ReadonlySet<FilterKind>;
  setHiddenKinds(kinds: ReadonlySet<FilterKind>): void;
  /** Cards the user collapsed, by node id (kept here so that a card scrolled away keeps it). */
  collapsed: ReadonlySet<string>;
  toggleCollapsed(id: string, collapsed?: boolean): void;
  /** Every card drawn, not only those in view (while a picture of the whole graph is taken). */
  drawAll: boolean;
  /** The project this state is for: a canvas is built only once the state is its project's. */
  projectId: string | null;
  /** A fresh canvas state for a project (another project, or a new visit to the workspace). */
  reset(projectId?: string | null): void;
}

/**
 * The canvas's own UI state: its mode (spec §4), the open dialog, the filters and collapsed
 * cards. Cards read only the slice they need, so a mode change re-renders the handles, not the
 * canvas.
 */
export const useCanvasStore = create<CanvasState>((set, get) => ({
  mode: IDLE,
  dispatch(event) {
    const { mode, edge } = nextMode(get().mode, event);
    if (mode !== get().mode) set({ mode });
    return edge;
  },
  dialog: null,
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
  hiddenKinds: DEFAULT_HIDDEN_KINDS,
  setHiddenKinds: (hiddenKinds) => set({ hiddenKinds }),
  collapsed: new Set(),
  toggleCollapsed(id, collapsed) {
    const next = new Set(get().collapsed);
    const on = collapsed ?? !next.has(id);
    if (on) next.add(id);
    else next.delete(id);
    set({ collapsed: next });
  },
  drawAll: false,
  projectId: null,
  reset: (projectId = null) =>
    set({
      projectId,
      mode: IDLE,
      dialog: null,
      hiddenKinds: DEFAULT_HIDDEN_KINDS,
      collapsed: new Set(),
    }),
}));

/** True while edge handles show (spec §2: in addEdge mode, on simple nodes). */
export const useEdgeHandlesShown = () => useCanvasStore((s) => isEdgeMode(s.mode));
