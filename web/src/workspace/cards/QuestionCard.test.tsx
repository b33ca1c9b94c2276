import { questionsOf } from '@trellis/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSession, signUp } from '../../../test/session';
import { useCanvasStore } from '../canvas/canvasStore';
import { graphNode, renderCard, renderProjectCard } from '../../../test/cards';
import type { GraphResult } from '../../api/graphCache';
import { keys } from '../../api/keys';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Card Answerer');
});
beforeEach(() => {
  useCanvasStore.getState().reset();
});

async function graphOf(projectId: string) {
  return session.call('get_project_graph', { project_id: projectId });
}

/** A new project's first question, drawn as the workspace draws it (the real graph editor). */
async function questionCard() {
  const { project_id: projectId } = await session.call('create_project', {
    prompt: 'open a small bakery in Lisbon',
  });
  const graph = await graphOf(projectId);
  const [first] = questionsOf(graph);
  const node = graph.nodes.find((n) => n.id === first?.id);
  if (!first || !node) throw new Error('the project starts without questions');
  const rendered = renderProjectCard(session, projectId, graph, node.id);
  return { projectId, node, text: first.text, rendered };
}

async function savedQuestion(projectId: string, id: string) {
  return questionsOf(await graphOf(projectId)).find((q) => q.id === id);
}

const saveButton = () => screen.queryByRole('button', { name: /Save Answer|Saving…/ });

describe('QuestionCard', () => {
  it('offers Save Answer only for a changed answer, saves it trimmed, then folds as Answered', async () => {
    const { projectId, node, text, rendered } = await questionCard();
    const box = screen.getByRole('textbox', { name: text });
    expect(box).toHaveAttribute('placeholder', 'Your answer');
    expect(box).toHaveClass('nodrag', 'nowheel');
    expect(box).toHaveValue('');
    expect(saveButton()).not.toBeInTheDocument();
    expect(screen.queryByText('Answered')).not.toBeInTheDocument();

    await userEvent.type(box, '   ');
    expect(saveButton()).not.toBeInTheDocument();
    await userEvent.type(box, 'about 40,000 euros  ');
    const save = screen.getByRole('button', { name: 'Save Answer' });
    expect(save).toHaveClass('nodrag');

    fireEvent.click(save);
    expect(save).toHaveTextContent('Saving…');
    expect(save).toBeDisabled();

    expect(await screen.findByText('Answered')).toBeInTheDocument();
    // Folded: the question and its answer, no answer box.
    const toggle = screen.getByRole('button', { name: `Details of ${text}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('about 40,000 euros')).toBeInTheDocument();
    expect(useCanvasStore.getState().collapsed.has(node.id)).toBe(true);
    expect(await savedQuestion(projectId, node.id)).toMatchObject({
      answer: 'about 40,000 euros',
      answered: true,
    });

    // Expanded again, the saved answer is in the box and only a real change offers saving.
    await userEvent.click(toggle);
    const again = screen.getByRole('textbox', { name: text });
    expect(again).toHaveValue('about 40,000 euros');
    expect(saveButton()).not.toBeInTheDocument();
    await userEvent.type(again, '   ');
    expect(saveButton()).not.toBeInTheDocument();

    // The card reads the answer from the canvas's graph, where the saved node now is.
    const shown = rendered.page.client.getQueryData<GraphResult>(keys.graph(projectId));
    expect(questionsOf(shown ?? { nodes: [] }).find((q) => q.id === node.id)).toMatchObject({
      answer: 'about 40,000 euros',
      answered: true,
    });
    await userEvent.clear(again);
    await userEvent.type(again, 'nearer 50,000 euros');
    await userEvent.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(async () =>
      expect((await savedQuestion(projectId, node.id))?.answer).toBe('nearer 50,000 euros'),
    );
  });

  it('shows the server’s refusal on the card and stays open', async () => {
    const { projectId, node, text } = await questionCard();
    // Deleted elsewhere while the canvas still shows it.
    await session.call('delete_vertex', { project_id: projectId, id: node.id });
    await userEvent.type(screen.getByRole('textbox', { name: text }), 'a corner shop');
    await userEvent.click(screen.getByRole('button', { name: 'Save Answer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Question not found.');
    expect(screen.queryByText('Answered')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text })).toHaveValue('a corner shop');
    expect(screen.getByRole('button', { name: 'Save Answer' })).toBeEnabled();
    expect(useCanvasStore.getState().collapsed.has(node.id)).toBe(false);
  });

  it('starts from the saved answer, marked Answered', () => {
    const node = graphNode({
      id: 'q1',
      label: 'question',
      name: 'What is the budget?',
      attributes: { text: 'What is the budget?', answer: 'about 40,000 euros', answered: true },
    });
    renderCard({ node, kind: 'question' });
    expect(screen.getByRole('textbox', { name: 'What is the budget?' })).toHaveValue(
      'about 40,000 euros',
    );
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('reads the name when the question has no text, and answered alone shows the badge', () => {
    const node = graphNode({
      id: 'q2',
      label: 'question',
      name: 'Who are the customers?',
      attributes: { answered: true },
    });
    renderCard({ node, kind: 'question' });
    expect(screen.getByRole('textbox', { name: 'Who are the customers?' })).toHaveValue('');
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });
});
