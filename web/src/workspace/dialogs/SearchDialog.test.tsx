import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSession, signUp } from '../../../test/session';
import type { GraphResult } from '../../api/graphCache';
import { useCanvasStore } from '../canvas/canvasStore';
import { bakeryProject, openWorkspaceDialog } from '../../../test/dialogs';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Searcher');
});
beforeEach(() => useCanvasStore.getState().reset());

const newProject = () => bakeryProject(session);

function open(projectId: string | null, graph: GraphResult, as: TestSession = session) {
  return openWorkspaceDialog(as, { kind: 'search' }, projectId, graph);
}

const options = (input: HTMLElement) =>
  [...(input as HTMLInputElement).list!.querySelectorAll('option')].map((o) => o.value);

describe('Search Graph Data', () => {
  it('asks for both the label and the name, and searches nothing', async () => {
    const { id, graph } = await newProject();
    const { record } = open(id, graph);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual(['Label is required', 'Name is required']);
    expect(record.calls).toEqual([]);
  });

  it('says No project selected without a project', async () => {
    const { graph } = await newProject();
    const { record } = open(null, graph);
    await userEvent.type(screen.getByLabelText('Label'), 'question');
    await userEvent.type(screen.getByLabelText('Name'), 'anything{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No project selected');
    expect(record.calls).toEqual([]);
  });

  it('suggests the labels, and the names of the label typed', async () => {
    const { id, graph } = await newProject();
    open(id, graph);
    const label = screen.getByLabelText('Label');
    const name = screen.getByLabelText('Name');
    expect(options(label)).toEqual(expect.arrayContaining(['question', 'project', 'request']));
    // Prompt helpers never show on the canvas, so they are not offered.
    expect(options(label)).not.toContain('prompt helper');

    await userEvent.type(label, 'Question');
    const questions = graph.nodes.filter((n) => n.label === 'question').map((n) => n.name);
    expect(options(name).sort()).toEqual([...questions].sort());
  });

  it('finds a hidden vertex, shows it again and moves the view to it', async () => {
    const { id, graph } = await newProject();
    const question = graph.nodes.find((n) => n.label === 'question');
    if (!question) throw new Error('no question in the new project');
    await session.call('upsert_node', { id: question.id, project_id: id, visible: false });
    const { record } = open(id, graph);

    await userEvent.type(screen.getByLabelText('Label'), ' QUESTION ');
    await userEvent.type(screen.getByLabelText('Name'), question.name.toUpperCase());
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('button', { name: 'Searching…' })).toBeDisabled();
    await waitFor(() => expect(useCanvasStore.getState().dialog).toBeNull());

    expect(record.calls).toEqual(['setVisible', 'showNode', 'focusNode']);
    expect(record.visible).toEqual([{ ids: [question.id], visible: true }]);
    expect(record.shown[0]).toMatchObject({ id: question.id, visible: true });
    expect(record.focused).toEqual([question.id]);
  });

  it('finds a shown vertex without touching its visibility', async () => {
    const { id, graph } = await newProject();
    const { record } = open(id, graph);
    await userEvent.type(screen.getByLabelText('Label'), 'request');
    await userEvent.type(screen.getByLabelText('Name'), 'open a small bakery in Lisbon{Enter}');
    await waitFor(() => expect(useCanvasStore.getState().dialog).toBeNull());
    expect(record.calls).toEqual(['showNode', 'focusNode']);
  });

  it('makes no edit of a found vertex: undo afterwards leaves it alone', async () => {
    const { id, graph } = await newProject();
    const request = graph.nodes.find((n) => n.label === 'request');
    if (!request) throw new Error('no request in the new project');
    const { editor } = open(id, graph);
    await userEvent.type(screen.getByLabelText('Label'), 'request');
    await userEvent.type(screen.getByLabelText('Name'), `${request.name}{Enter}`);
    await waitFor(() => expect(useCanvasStore.getState().dialog).toBeNull());

    expect(editor().history.canUndo).toBe(false);
    await editor().undo();
    await editor().flush();
    const { node } = await session.call('get_node', { project_id: id, primary_key: request.id });
    expect(node).toMatchObject({ id: request.id, visible: true });
  });

  it('undoes only the showing of a hidden vertex it found, never the vertex', async () => {
    const { id, graph } = await newProject();
    const question = graph.nodes.find((n) => n.label === 'question');
    if (!question) throw new Error('no question in the new project');
    await session.call('upsert_node', { id: question.id, project_id: id, visible: false });
    const { editor } = open(id, await session.call('get_project_graph', { project_id: id }));
    await userEvent.type(screen.getByLabelText('Label'), 'question');
    await userEvent.type(screen.getByLabelText('Name'), `${question.name}{Enter}`);
    await waitFor(() => expect(useCanvasStore.getState().dialog).toBeNull());

    await editor().undo();
    expect(editor().history.canUndo).toBe(false);
    await editor().flush();
    const { node } = await session.call('get_node', { project_id: id, primary_key: question.id });
    expect(node).toMatchObject({ id: question.id, visible: false });
  });

  it('says Vertex not found. and stays open', async () => {
    const { id, graph } = await newProject();
    const { record } = open(id, graph);
    await userEvent.type(screen.getByLabelText('Label'), 'question');
    await userEvent.type(screen.getByLabelText('Name'), 'Is there a unicorn?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Vertex not found\.$/);
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(record.calls).toEqual([]);
  });

  it('says Search failed. when the server cannot be reached', async () => {
    const { id, graph } = await newProject();
    open(id, graph, { ...session, baseUrl: 'http://127.0.0.1:9' });
    await userEvent.type(screen.getByLabelText('Label'), 'question');
    await userEvent.type(screen.getByLabelText('Name'), 'anything{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Search failed\.$/);
  });
});
