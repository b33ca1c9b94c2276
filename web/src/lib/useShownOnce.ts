import { useState } from 'react';
import { readStored, writeStored } from './storage';

/**
 * A hint shown once on this device (spec §2: the first-project hint, the workspace onboarding):
 * whether it was dismissed before, and how to dismiss it for good.
 */
export function useShownOnce(key: string): { dismissed: boolean; dismiss(): void } {
  const [dismissed, setDismissed] = useState(() => readStored(key) === '1');
  return {
    dismissed,
    dismiss() {
      writeStored(key, '1');
      setDismissed(true);
    },
  };
}
