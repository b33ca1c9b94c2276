import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { signUp } from '../../../test/session';
import AccountSettingsPage from './AccountSettingsPage';

describe('Account Settings', () => {
  it('shows the profile the provider vouches for, and signs out', async () => {
    const session = await signUp('Grace Hopper');
    const page = renderPage(<AccountSettingsPage />, session);
    const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(term('Name')).toBe('Grace Hopper');
    expect(term('Email')).toBe(session.user.profile.email);
    expect(term('User ID')).toBe(session.user.profile.sub);
    expect(term('Signed in through')).toBe(`${session.baseUrl}/oidc`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(page.state.signOuts).toBe(1);
  });
});
