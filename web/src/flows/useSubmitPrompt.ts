import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sectionPath } from '../project/sections';
import { whileBusy } from '../state/busy';
import { useSelection } from '../state/selection';
import { reportError } from '../ui/notify';
import { storePendingPrompt } from './pendingPrompt';
import { useCreateProject } from './useCreateProject';

/**
 * Top-bar submit (spec §4). With a project selected: the prompt is stored with the auto-run flag,
 * announced, and the user goes to the workspace, which runs the system tasks flow. Without one: a
 * project is made from the prompt first (behind the overlay), then the same. Answers whether the
 * prompt was handed on (the input is cleared only then).
 */
export function useSubmitPrompt() {
  const navigate = useNavigate();
  const createProject = useCreateProject();
  return useCallback(
    async (prompt: string): Promise<boolean> => {
      let projectId = useSelection.getState().projectId;
      if (!projectId) {
        try {
          projectId = (await whileBusy(() => createProject(prompt))) ?? null;
        } catch (err) {
          reportError('Create project failed', err);
          return false;
        }
        if (!projectId) return false;
      }
      storePendingPrompt({ projectId, prompt, autoRun: true });
      await navigate(sectionPath('workspace', projectId));
      return true;
    },
    [createProject, navigate],
  );
}
