import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useCall } from '../api/call';
import { keys } from '../api/keys';
import { useSelection } from '../state/selection';

/**
 * Creates a project from a description (spec §5, §7): selects it and refreshes the project and
 * request lists. Answers the new id, or undefined when the answer names none (a warning is
 * logged and nothing else happens). Errors are the caller's to report. When the engine could
 * not fully read the goal (it was written in another language), its notice is shown as a toast.
 */
export function useCreateProject() {
  const call = useCall();
  const client = useQueryClient();
  const select = useSelection((s) => s.select);
  return useCallback(
    async (prompt: string): Promise<string | undefined> => {
      const result = await call('create_project', { prompt: prompt.trim() });
      const id = result.project_id || result.project?.project_id || result.project?.id;
      if (!id) {
        console.warn('create_project answered without a project id', result);
        return undefined;
      }
      select(id);
      if (result.notice) toast.info(result.notice, { duration: 10_000 });
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.projects }),
        client.invalidateQueries({ queryKey: keys.allRequests }),
      ]);
      return id;
    },
    [call, client, select],
  );
}
