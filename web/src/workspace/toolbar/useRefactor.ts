import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useCall } from '../../api/call';
import { keys } from '../../api/keys';
import { storeCenterNode } from '../../flows/pendingPrompt';
import { whileBusy } from '../../state/busy';
import { reportError } from '../../ui/notify';
import { runFullQueue } from './refactorQueue';

/**
 * Refactor Project: sends what the canvas still holds, runs the three-step queue behind the
 * overlay, then refetches the graph and the lists and centres on the node the queue names.
 */
export function useRefactor(projectId: string, flush: () => Promise<void>) {
  const call = useCall();
  const client = useQueryClient();
  return useCallback(async () => {
    const outcome = await whileBusy(async (label) => {
      await flush();
      return runFullQueue(call, projectId, label);
    });
    if (outcome.status === 'Completed') {
      storeCenterNode(outcome.centerNodeId);
      toast.success('Completed', {
        description: `Refactored: ${outcome.created.nodes} nodes and ${outcome.created.edges} links added.`,
      });
    } else {
      reportError(outcome.status, new Error(outcome.error ?? 'The queue stopped.'));
    }
    await new Promise((r) => setTimeout(r, outcome.refetchAfterMs));
    await Promise.all([
      client.invalidateQueries({ queryKey: keys.graph(projectId) }),
      client.invalidateQueries({ queryKey: keys.allRequests }),
    ]);
  }, [call, client, projectId, flush]);
}
