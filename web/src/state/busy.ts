import { create } from 'zustand';

interface BusyState {
  /** What the blocking overlay says; null when nothing blocks. */
  label: string | null;
  depth: number;
  setLabel(label: string): void;
}

/**
 * The blocking overlay of spec §2: shown while a load or a queue is busy, labelled with the
 * queue step or 'Processing…'. Nested work keeps it up until the outermost piece ends.
 */
export const useBusy = create<BusyState>((set) => ({
  label: null,
  depth: 0,
  setLabel: (label) => set((s) => (s.depth > 0 ? { label } : s)),
}));

export const PROCESSING = 'Processing…';

/** Runs `work` behind the overlay; `work` may relabel it step by step. */
export async function whileBusy<T>(
  work: (setLabel: (label: string) => void) => Promise<T>,
  label: string = PROCESSING,
): Promise<T> {
  useBusy.setState((s) => ({ depth: s.depth + 1, label: s.depth === 0 ? label : s.label }));
  try {
    return await work((l) => useBusy.getState().setLabel(l));
  } finally {
    useBusy.setState((s) => (s.depth <= 1 ? { depth: 0, label: null } : { depth: s.depth - 1 }));
  }
}
