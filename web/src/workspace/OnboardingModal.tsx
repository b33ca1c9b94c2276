import { STORAGE_KEYS } from '@trellis/core';
import { useShownOnce } from '../lib/useShownOnce';
import { Modal } from '../ui/Modal';

const SEEN = STORAGE_KEYS.workspaceOnboarded;

/**
 * 'Answer questions to get started' (spec §2): shown once, the first time a workspace has
 * question cards; 'Got it' or a click outside closes it for good.
 */
export function OnboardingModal({ hasQuestions }: { hasQuestions: boolean }) {
  const { dismissed, dismiss: close } = useShownOnce(SEEN);
  if (dismissed || !hasQuestions) return null;
  return (
    <Modal title="Answer questions to get started" onClose={close}>
      <ul className="onboarding-tips">
        <li>Type your answers into the Question cards and press Save Answer.</li>
        <li>Questions you don't need can be deleted: select the card and press Delete.</li>
        <li>
          The Refactor Project button (the refresh arrows) refactors and organizes the project.
        </li>
      </ul>
      <div className="modal-actions">
        <button type="button" className="button" onClick={close} data-autofocus>
          Got it
        </button>
      </div>
    </Modal>
  );
}
