import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { type TestSession, signUp } from '../../test/session';
import { PROMPT_EVENT, takePendingPrompt } from '../flows/pendingPrompt';
import { useSelection } from '../state/selection';
import { PromptBar } from './PromptBar';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Prompter');
});

describe('the top-bar prompt', () => {
  it('keeps Submit disabled while blank and adds a line on Shift+Enter without submitting', async () => {
    const page = renderPage(<PromptBar />, session, {
      path: '/themes',
      route: '/themes',
      selected: 'p-1',
    });
    const input = screen.getByRole('textbox', { name: 'Prompt' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('first line\nsecond line');
    expect(page.location()).toBe('/themes');
    expect(takePendingPrompt('p-1')).toBeUndefined();
  });

  it('with a project selected, Enter hands the prompt to its workspace and announces it', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(PROMPT_EVENT, listener);
    // Mounted on every path, as in the layout, so it stays while the app navigates.
    const page = renderPage(<PromptBar />, session, { path: '/', route: '*', selected: 'p-1' });
    const input = screen.getByRole('textbox', { name: 'Prompt' });
    await userEvent.type(input, 'hire two bakers{Enter}');
    await waitFor(() => expect(page.location()).toBe('/workspace/p-1'));
    window.removeEventListener(PROMPT_EVENT, listener);
    expect(events).toEqual([{ projectId: 'p-1', prompt: 'hire two bakers', autoRun: true }]);
    expect(input).toHaveValue('');
    expect(takePendingPrompt('p-1')).toEqual({
      projectId: 'p-1',
      prompt: 'hire two bakers',
      autoRun: true,
    });
    // Taken once: a reload of the workspace does not run it again.
    expect(takePendingPrompt('p-1')).toBeUndefined();
  });

  it('without a project, Submit creates one from the prompt, selects it and goes to its workspace', async () => {
    const page = renderPage(<PromptBar />, session, { path: '/', route: '/', selected: null });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Prompt' }),
      'plan a wedding in Porto',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(page.location()).toMatch(/^\/workspace\/.+/));
    const id = decodeURIComponent(page.location().split('/').pop() as string);
    expect(useSelection.getState().projectId).toBe(id);
    const { projects } = await session.call('get_user_projects', {});
    expect(projects.find((p) => p.id === id)).toBeDefined();
    expect(takePendingPrompt(id)?.prompt).toBe('plan a wedding in Porto');
  });

  it('keeps the prompt and says why when the project cannot be created', async () => {
    const page = renderPage(<PromptBar />, session, { path: '/', route: '/', selected: null });
    const input = screen.getByRole('textbox', { name: 'Prompt' });
    // A NUL character cannot be stored: the server refuses the prompt (400).
    fireEvent.change(input, { target: { value: 'open a bakery\u0000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Create project failed')).toBeInTheDocument();
    expect(screen.getByText(/must not contain NUL characters/)).toBeInTheDocument();
    expect(page.location()).toBe('/');
    expect(input).toHaveValue('open a bakery\u0000');
    const { projects } = await session.call('get_user_projects', {});
    expect(projects.some((p) => p.name.includes('Bakery'))).toBe(false);
  });
});
