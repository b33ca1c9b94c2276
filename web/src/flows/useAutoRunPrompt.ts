import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useCall } from '../api/call';
import { keys } from '../api/keys';
import { whileBusy } from '../state/busy';
import { reportError } from '../ui/notify';
import { PROMPT_EVENT, storeCenterNode, takePendingPrompt } from './pendingPrompt';
import { runSystemTasks } from './systemTasks';

/** Spec §4: the workspace runs the flow about 100 ms after mount, or 50 ms after the event. */
const AFTER_MOUNT_MS = 100;
const AFTER_EVENT_MS = 50;

/**
 * Runs the system tasks flow for a prompt the top bar handed to this project's workspace: the
 * overlay shows '1 of 2 …' and '2 of 2 …', then the graph and lists are refetched, the canvas
 * is told where to centre, and a toast gives the end state.
 */
export function useAutoRunPrompt(projectId: string | undefined): void {
  const call = useCall();
  const client = useQueryClient();
  const running = useRef(false);

  useEffect(() => {
    if (!projectId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (running.current) return;
      const pending = takePendingPrompt(projectId);
      if (!pending) return;
      running.current = true;
      try {
        const outcome = await whileBusy((label) =>
          runSystemTasks(call, projectId, pending.prompt, label),
        );
        if (outcome.status === 'Completed') {
          storeCenterNode(outcome.centerNodeId);
          toast.success('Completed', {
            description: `${outcome.tasks} system ${outcome.tasks === 1 ? 'task' : 'tasks'} executed; ${outcome.created.nodes} nodes added.`,
          });
        } else {
          reportError(outcome.status, new Error(outcome.error ?? 'The flow stopped.'));
        }
      } finally {
        running.current = false;
        await Promise.all([
          client.invalidateQueries({ queryKey: keys.graph(projectId) }),
          client.invalidateQueries({ queryKey: keys.allRequests }),
          client.invalidateQueries({ queryKey: keys.projects }),
        ]);
      }
    };
    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), delay);
    };
    schedule(AFTER_MOUNT_MS);
    const onEvent = () => schedule(AFTER_EVENT_MS);
    window.addEventListener(PROMPT_EVENT, onEvent);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(PROMPT_EVENT, onEvent);
    };
  }, [projectId, call, client]);
}
