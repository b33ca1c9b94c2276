/**
 * Business constants and limits of spec §9, plus the server-side limits Trellis adds
 * (sizes and counts that keep one call from exhausting the store).
 */

/** Canvas size in units; the initial scale is min(1, width / CANVAS_SIZE). */
export const CANVAS_SIZE = 5000;
export const MAX_ZOOM = 2;
/** A pointer move longer than this (px) is a drag and suppresses the click. */
export const DRAG_THRESHOLD_PX = 5;

/** Spiral placement of nodes that have no saved position. */
export const SPIRAL = {
  minSpacing: 320,
  startRadius: 280,
  ringStep: 120,
  perRing: 8,
  maxAttempts: 64,
} as const;

export const NODE_WRITE_DEBOUNCE_MS = 350;
export const EDGE_BATCH_FLUSH_SIZE = 25;
export const EDGE_BATCH_FLUSH_MS = 250;
export const GRAPH_REFETCH_DELAY_MS = 200;
export const GRAPH_REFETCH_AFTER_QUEUE_MS = 50;

export const FULL_QUEUE_STEPS = 3;
export const SYSTEM_TASKS_STEPS = 2;

/** Card widths in rem, by card kind. */
export const CARD_WIDTH_REM = { simple: 20, question: 24, group: 24, complex: 28 } as const;
export const COMPLEX_CARD_MAX_ATTRIBUTES = 6;
export const MEMBER_LIST_MAX_HEIGHT_REM = { group: 16, complex: 10 } as const;

export const SIDEBAR_WIDTH_REM = 15;
export const SIDEBAR_COLLAPSED_WIDTH_REM = 4;
export const MOBILE_BREAKPOINT_PX = 768;
export const FILTER_DIALOG_WIDTH_PX = 420;

export const DEFAULT_NODE_TYPE_COLOR = '#8b5cf6';
export const DEFAULT_CHILD_EDGE_LABEL = 'contains';
export const DEFAULT_EDGE_LABEL = 'connects_to';

export const GOAL_PRIORITIES = ['low', 'medium', 'high'] as const;

/** Name of projects that lists and the default selection leave out. */
export const DEFAULT_PROJECT_NAME = 'default project';

/** Local storage keys are prefixed with the product name. */
export const STORAGE_PREFIX = 'trellis.';
export const STORAGE_KEYS = {
  theme: `${STORAGE_PREFIX}theme`,
  prefillChildLabel: `${STORAGE_PREFIX}prefill_child_label`,
  prefillChildEdge: `${STORAGE_PREFIX}prefill_child_edge`,
  prefillChildParent: `${STORAGE_PREFIX}prefill_child_parent`,
  centerNodeId: `${STORAGE_PREFIX}centerNodeId`,
  graphCache: `${STORAGE_PREFIX}graph_cache`,
  /** '1' once the workspace onboarding was dismissed on this device. */
  workspaceOnboarded: `${STORAGE_PREFIX}workspace_onboarded`,
  /** '1' once the first-project hint was dismissed on this device. */
  firstProjectHint: `${STORAGE_PREFIX}hint_first_project`,
} as const;

/** Server-side limits: a request beyond them is rejected with 400 (or 413 for the body). */
export const LIMITS = {
  idLength: 200,
  nameLength: 500,
  labelLength: 64,
  promptLength: 4000,
  answerLength: 4000,
  attributeKeyLength: 100,
  attributesBytes: 64 * 1024,
  attributesDepth: 8,
  batchNodes: 2000,
  batchEdges: 5000,
  bodyBytes: 4 * 1024 * 1024,
} as const;
