import { STORAGE_KEYS } from '@trellis/core';
import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';

/** What a card stored for Create Node to open with (spec §2 "Dialogs"). */
export interface ChildPrefill {
  label: string | null;
  edge: string | null;
  parent: string | null;
}

const KEYS = [
  STORAGE_KEYS.prefillChildLabel,
  STORAGE_KEYS.prefillChildEdge,
  STORAGE_KEYS.prefillChildParent,
] as const;

/**
 * Reads the prefill keys once, when the dialog opens, and clears them: they describe one
 * request ("add a child here"), and a later plain Create Node must not inherit it. The read is
 * a state initialiser (pure, safe to run twice) and the clearing an effect.
 */
export function usePrefill(): ChildPrefill {
  const [prefill] = useState<ChildPrefill>(() => {
    const [label, edge, parent] = KEYS.map((k) => readStored(k)?.trim() || null);
    return { label: label ?? null, edge: edge ?? null, parent: parent ?? null };
  });
  useEffect(() => {
    for (const k of KEYS) writeStored(k, null);
  }, []);
  return prefill;
}
