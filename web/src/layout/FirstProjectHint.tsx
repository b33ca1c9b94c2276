import { STORAGE_KEYS } from '@trellis/core';
import { useProjects } from '../api/queries';
import { useShownOnce } from '../lib/useShownOnce';
import { useSelection } from '../state/selection';
import { Modal } from '../ui/Modal';

const KEY = STORAGE_KEYS.firstProjectHint;

/**
 * 'Create your first project' (spec §2): shown when no projects exist, none is selected and it
 * was not dismissed before; shown once on this device.
 */
export function FirstProjectHint() {
  const projects = useProjects().data;
  const selected = useSelection((s) => s.projectId);
  const { dismissed, dismiss } = useShownOnce(KEY);
  if (dismissed || !projects || projects.length > 0 || selected) return null;
  return (
    <Modal title="Create your first project" onClose={dismiss}>
      <p>
        Type what you're trying to achieve in the box, then click Submit. We'll create a new project
        and ask a few clarifying questions.
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={dismiss} data-autofocus>
          Got it
        </button>
      </div>
    </Modal>
  );
}
