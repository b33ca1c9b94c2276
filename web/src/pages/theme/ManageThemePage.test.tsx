import { THEME_NAMES } from '@trellis/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import { storedTheme } from '../../theme/applyTheme';
import { useTheme } from '../../theme/useTheme';
import ManageThemePage from './ManageThemePage';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Painter');
});

describe('Manage Theme', () => {
  it('offers the twelve themes with Ivy Grove chosen by default', () => {
    useTheme.getState().setTheme('Ivy Grove');
    renderPage(<ManageThemePage />, session);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(12);
    expect(radios.map((r) => r.textContent?.replace(' (default)', ''))).toEqual([...THEME_NAMES]);
    expect(within(group).getByRole('radio', { checked: true })).toHaveTextContent('Ivy Grove');
  });

  it('applies a theme at once and remembers it on this device', async () => {
    renderPage(<ManageThemePage />, session);
    await userEvent.click(screen.getByRole('radio', { name: /Midnight Plum/ }));
    expect(screen.getByRole('radio', { name: /Midnight Plum/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(document.documentElement.dataset.theme).toBe('Midnight Plum');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--bg')).toBe('#1b1424');
    expect(localStorage.getItem('trellis.theme')).toBe('Midnight Plum');
    expect(storedTheme().name).toBe('Midnight Plum');
  });
});
