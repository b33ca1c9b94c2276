import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import { formatDate } from '../../lib/format';
import AccountSettingsPage from './AccountSettingsPage';

const term = (name: string) => screen.queryByText(name)?.nextElementSibling?.textContent;

/** The session with its user's profile and expiry changed, as another provider might vouch. */
function withUser(
  session: TestSession,
  profile: Partial<User['profile']>,
  expires_at?: number,
): TestSession {
  const user = new User({
    access_token: session.token,
    token_type: 'Bearer',
    profile: { ...session.user.profile, ...profile },
    ...(expires_at ? { expires_at } : {}),
  });
  return { ...session, user };
}

describe('Account Settings', () => {
  it('shows the profile the provider vouches for, and signs out', async () => {
    const session = await signUp('Grace Hopper');
    const page = renderPage(<AccountSettingsPage />, withUser(session, { email_verified: true }));
    expect(term('Name')).toBe('Grace Hopper');
    expect(term('Email')).toBe(session.user.profile.email);
    expect(term('User ID')).toBe(session.user.profile.sub);
    expect(term('Signed in through')).toBe(`${session.baseUrl}/oidc`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(page.state.signOuts).toBe(1);
  });

  it('notes an email the provider has not verified', async () => {
    const session = await signUp('Ada Lovelace');
    renderPage(<AccountSettingsPage />, withUser(session, { email_verified: false }));
    expect(term('Email')).toBe(`${session.user.profile.email} (not verified)`);
  });

  it('says when the session ends, and leaves the row out when the token does not', async () => {
    const session = await signUp('Alan Turing');
    const ends = Date.UTC(2030, 0, 2, 15, 30) / 1000;
    const page = renderPage(<AccountSettingsPage />, withUser(session, {}, ends));
    expect(term('Session ends')).toBe(formatDate(new Date(ends * 1000).toISOString()));
    page.unmount();

    renderPage(<AccountSettingsPage />, withUser(session, {}));
    expect(screen.getByText('User ID')).toBeInTheDocument();
    expect(term('Session ends')).toBeUndefined();
  });
});
