import { STORAGE_KEYS } from '@trellis/core';
import { writeStored } from '../../lib/storage';

/**
 * Hands Create Node its prefill (spec §2: stored keys prefill_child_label, prefill_child_edge,
 * prefill_child_parent); the dialog reads and clears them when it opens.
 */
export function storeChildPrefill(childLabel: string, edgeLabel: string, parentId: string): void {
  writeStored(STORAGE_KEYS.prefillChildLabel, childLabel || null);
  writeStored(STORAGE_KEYS.prefillChildEdge, edgeLabel || null);
  writeStored(STORAGE_KEYS.prefillChildParent, parentId);
}
