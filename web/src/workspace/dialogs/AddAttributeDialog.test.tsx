import type { CanvasActions } from '../canvas/CanvasActions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSession, signUp } from '../../../test/session';
import type { GraphResult } from '../../api/graphCache';
import { keys } from '../../api/keys';
import { useCanvasStore } from '../canvas/canvasStore';
import { bakeryProject, openWorkspaceDialog } from '../../../test/dialogs';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Attribute Adder');
});
beforeEach(() => useCanvasStore.getState().reset());

/** A new project's graph and its request node, the node the attribute goes on. */
async function newProject() {
  const { id, graph } = await bakeryProject(session);
  const node = graph.nodes.find((n) => n.label === 'request');
  if (!node) throw new Error('the new project has no request');
  return { id, graph, node };
}

function open(
  projectId: string,
  graph: GraphResult,
  nodeId: string,
  setAttributes?: CanvasActions['setAttributes'],
) {
  const overrides = setAttributes ? { setAttributes } : {};
  return openWorkspaceDialog(session, { kind: 'addAttribute', nodeId }, projectId, graph, {
    overrides,
  });
}

describe('Add Attribute', () => {
  it('asks for a key and writes nothing without one', async () => {
    const { id, graph, node } = await newProject();
    const { record } = open(id, graph, node.id);
    expect(screen.getByRole('dialog', { name: 'Add Attribute' })).toHaveTextContent(node.name);
    await userEvent.type(screen.getByLabelText('Value'), 'no key{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Key is required');
    expect(record.calls).toEqual([]);
  });

  it('writes the trimmed key with the value through the canvas, then closes', async () => {
    const { id, graph, node } = await newProject();
    const { record, page } = open(id, graph, node.id);
    await userEvent.type(screen.getByLabelText('Key'), '  oven ');
    await userEvent.type(screen.getByLabelText('Value'), ' deck oven ');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await waitFor(() => expect(useCanvasStore.getState().dialog).toBeNull());

    expect(record.attributes).toEqual([{ id: node.id, attributes: { oven: ' deck oven ' } }]);
    const { node: saved } = await session.call('get_node', {
      project_id: id,
      primary_key: node.id,
    });
    expect(saved.attributes.oven).toBe(' deck oven ');
    // The canvas's graph has it too.
    const shown = page.client.getQueryData<GraphResult>(keys.graph(id));
    expect(shown?.nodes.find((n) => n.id === node.id)?.attributes.oven).toBe(' deck oven ');
  });

  it('allows an empty value', async () => {
    const { id, graph, node } = await newProject();
    const { record } = open(id, graph, node.id);
    await userEvent.type(screen.getByLabelText('Key'), 'notes{Enter}');
    await waitFor(() => expect(useCanvasStore.getState().dialog).toBeNull());
    expect(record.attributes).toEqual([{ id: node.id, attributes: { notes: '' } }]);
  });

  it('tells why the write failed and keeps what was typed', async () => {
    const { id, graph, node } = await newProject();
    open(id, graph, node.id, () => Promise.reject(new Error('The node was deleted.')));
    await userEvent.type(screen.getByLabelText('Key'), 'oven{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to add attribute: The node was deleted\.$/,
    );
    expect(screen.getByLabelText('Key')).toHaveValue('oven');
    expect(useCanvasStore.getState().dialog).toEqual({ kind: 'addAttribute', nodeId: node.id });
  });
});
