import { questionsOf } from '@trellis/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newProject, openManagement, projectGraph } from '../../../test/projects';
import { type TestSession, signUp } from '../../../test/session';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Questioner');
});
afterEach(() => {
  toast.dismiss();
});

async function questionsOn(projectId: string) {
  return questionsOf(await projectGraph(session, projectId));
}

/** A new project's management page, once its questions show; and its first question. */
async function openProject() {
  const id = await newProject(session);
  const [first] = await questionsOn(id);
  if (!first) throw new Error('the project starts without questions');
  openManagement(session, id);
  const section = await screen.findByRole('region', { name: 'Questions' });
  await within(section).findByLabelText(first.text);
  return { id, first, section };
}

const items = (section: HTMLElement) => within(section).queryAllByRole('listitem');

describe('Project Management: questions', () => {
  it('sends the trimmed answer, then offers Update Answer', async () => {
    const { id, first } = await openProject();
    const box = screen.getByLabelText(first.text);
    expect(box).toHaveAttribute('placeholder', 'Your answer');
    await userEvent.type(box, '   about 40,000 euros  ');
    await userEvent.click(screen.getByRole('button', { name: `Submit Answer: ${first.text}` }));

    const update = await screen.findByRole('button', { name: `Update Answer: ${first.text}` });
    expect(update).toHaveTextContent('Update Answer');
    expect(screen.getByLabelText(first.text)).toHaveValue('about 40,000 euros');
    const saved = (await questionsOn(id)).find((q) => q.id === first.id);
    expect(saved).toMatchObject({ answer: 'about 40,000 euros', answered: true });

    await userEvent.clear(screen.getByLabelText(first.text));
    await userEvent.type(screen.getByLabelText(first.text), 'nearer 50,000 euros');
    await userEvent.click(update);
    await waitFor(async () =>
      expect((await questionsOn(id)).find((q) => q.id === first.id)?.answer).toBe(
        'nearer 50,000 euros',
      ),
    );
  });

  it('does not send a blank answer', async () => {
    const { id, first } = await openProject();
    await userEvent.type(screen.getByLabelText(first.text), '    ');
    const submit = screen.getByRole('button', { name: `Submit Answer: ${first.text}` });
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    const saved = (await questionsOn(id)).find((q) => q.id === first.id);
    expect(saved).toMatchObject({ answer: '', answered: false });
  });

  it('deletes a question', async () => {
    const { id, first, section } = await openProject();
    const before = items(section).length;
    const del = screen.getByRole('button', { name: `Delete question: ${first.text}` });
    expect(del).toHaveTextContent('Delete');
    await userEvent.click(del);
    await waitFor(() => expect(screen.queryByLabelText(first.text)).not.toBeInTheDocument());
    expect(items(section)).toHaveLength(before - 1);
    expect((await questionsOn(id)).map((q) => q.id)).not.toContain(first.id);
  });

  it('shows No current questions once none are left', async () => {
    const id = await newProject(session, 'plan a garden party');
    for (const q of await questionsOn(id)) {
      await session.call('delete_vertex', { project_id: id, id: q.id });
    }
    openManagement(session, id);
    expect(await screen.findByText('No current questions')).toBeVisible();
  });

  it('adds one new question per click on Add Question, even on a double click', async () => {
    const { id, section } = await openProject();
    const before = await questionsOn(id);
    await userEvent.dblClick(within(section).getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(items(section)).toHaveLength(before.length + 1));
    const after = await questionsOn(id);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((q) => !before.some((b) => b.id === q.id));
    expect(added?.text.trim()).not.toBe('');
    expect(within(section).getByLabelText(added?.text ?? '')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Add Question' })).toBeEnabled();
  });

  it('tells the user when the server refuses an answer, and drops the stale question', async () => {
    const { id, first } = await openProject();
    // Deleted elsewhere (another tab, the canvas) while this page still shows it.
    await session.call('delete_vertex', { project_id: id, id: first.id });
    await userEvent.type(screen.getByLabelText(first.text), 'a corner shop');
    await userEvent.click(screen.getByRole('button', { name: `Submit Answer: ${first.text}` }));
    expect(await screen.findByText('Failed to submit answer')).toBeInTheDocument();
    expect(screen.getByText('Question not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(first.text)).not.toBeInTheDocument());
  });
});
