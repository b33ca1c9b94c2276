import { STORAGE_KEYS } from '@trellis/core';
import { readStored, writeStored } from '../lib/storage';

/**
 * The prompt handed from the top bar to the workspace (spec §4 "Top-bar submit"): stored locally
 * with an auto-run flag, announced with an event, picked up by the workspace of that project.
 */
export interface PendingPrompt {
  projectId: string;
  prompt: string;
  autoRun: boolean;
}

const KEY = 'pending_prompt';
export const PROMPT_EVENT = 'trellis:prompt';

export function storePendingPrompt(pending: PendingPrompt): void {
  writeStored(KEY, JSON.stringify(pending));
  window.dispatchEvent(new CustomEvent(PROMPT_EVENT, { detail: pending }));
}

/** Takes the pending prompt for this project, if there is one, so that it runs only once. */
export function takePendingPrompt(projectId: string): PendingPrompt | undefined {
  const raw = readStored(KEY);
  if (!raw) return undefined;
  let pending: PendingPrompt | undefined;
  try {
    pending = JSON.parse(raw) as PendingPrompt;
  } catch {
    writeStored(KEY, null);
    return undefined;
  }
  if (pending?.projectId !== projectId || !pending.autoRun) return undefined;
  writeStored(KEY, null);
  return typeof pending.prompt === 'string' && pending.prompt.trim() ? pending : undefined;
}

/** The node the workspace centres on next (spec §2: key centerNodeId, cleared once used). */
export function storeCenterNode(nodeId: string | null | undefined): void {
  if (nodeId) writeStored(STORAGE_KEYS.centerNodeId, nodeId);
}
