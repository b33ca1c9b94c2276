import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { type TestSession, signUp } from '../../test/session';
import { storePendingPrompt } from '../flows/pendingPrompt';
import { BusyOverlay } from '../layout/BusyOverlay';
import { useBusy } from '../state/busy';
import WorkspacePage from './WorkspacePage';

const ROUTE = '/workspace/:projectId?';

describe('the workspace', () => {
  let session: TestSession;
  let project: string;
  beforeAll(async () => {
    session = await signUp('Worker');
    project = (await session.call('create_project', { prompt: 'open a small bakery in Lisbon' }))
      .project_id;
  });

  it('shows Loading project graph… and then the project’s nodes by label', async () => {
    renderPage(<WorkspacePage />, session, { path: `/workspace/${project}`, route: ROUTE });
    expect(screen.getByRole('status')).toHaveTextContent('Loading project graph…');
    expect(await screen.findByRole('heading', { name: 'Lisbon Bakery Launch' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'question' })).toBeInTheDocument();
    // System groups and prompt helpers are the engine's: not listed.
    expect(screen.queryByRole('region', { name: 'prompt helper' })).not.toBeInTheDocument();
  });

  it('runs a handed-over prompt: both steps behind the overlay, then Completed and a fresh graph', async () => {
    const labels: (string | null)[] = [];
    const stop = useBusy.subscribe((s) => {
      if (labels[labels.length - 1] !== s.label) labels.push(s.label);
    });
    storePendingPrompt({
      projectId: project,
      prompt: 'budget 20k EUR, open by March',
      autoRun: true,
    });
    renderPage(
      <>
        <WorkspacePage />
        <BusyOverlay />
      </>,
      session,
      { path: `/workspace/${project}`, route: ROUTE },
    );
    expect(await screen.findByText('Completed', {}, { timeout: 10_000 })).toBeInTheDocument();
    stop();
    expect(labels).toEqual([
      'Processing…',
      '1 of 2 Generate system tasks',
      '2 of 2 Execute tasks',
      null,
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const center = localStorage.getItem('trellis.centerNodeId');
    const graph = await session.call('get_project_graph', { project_id: project });
    const made = graph.nodes.find((n) => n.id === center);
    expect(made).toBeDefined();
    // The list shows what the run made once the graph is refetched.
    await waitFor(() =>
      expect(screen.getAllByText(made?.name as string).length).toBeGreaterThan(0),
    );
    // The prompt ran once: it is no longer pending.
    expect(localStorage.getItem('trellis.pending_prompt')).toBeNull();
  });

  it('tells the user when the flow fails, with its status', async () => {
    storePendingPrompt({ projectId: 'not-mine', prompt: 'anything', autoRun: true });
    renderPage(
      <>
        <WorkspacePage />
        <BusyOverlay />
      </>,
      session,
      { path: '/workspace/not-mine', route: ROUTE },
    );
    expect(await screen.findByText('Failed: project_tasks')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Error: Project not found/);
  });
});
