import { ExportAccountResult } from '@trellis/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { User } from 'oidc-client-ts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { newProject } from '../../../test/projects';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import { ApiError } from '../../api/client';
import { keys } from '../../api/keys';
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

/** Files the page saved: each download's name and contents (jsdom has no object URLs). */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const restore = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:trellis/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL: restore.create, revokeObjectURL: restore.revoke });
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

/** Holds the page's calls of `name` until `release()`, so a test can look at it meanwhile. */
function holdCalls(name: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const real = globalThis.fetch.bind(globalThis);
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith(`/api/${name}`)) await gate;
    return real(input, init);
  });
  onTestFinished(() => {
    release();
    spy.mockRestore();
  });
  return { release };
}

const button = (name: string) => screen.getByRole('button', { name });

/** Today in the user's time zone, as the file name carries it. */
function today(): string {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
}

describe('Account Settings: your data', () => {
  it('exports every project with its graph as trellis-export-<date>.json', async () => {
    const session = await signUp('Export Owner');
    const projects = [await newProject(session), await newProject(session, 'plan a garden')];
    const saved = captureDownloads();
    const held = holdCalls('export_account');
    renderPage(<AccountSettingsPage />, session);
    await userEvent.click(button('Export my data'));
    // While the export runs, neither button can be pressed again.
    expect(button('Exporting…')).toBeDisabled();
    expect(button('Delete account')).toBeDisabled();
    held.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`trellis-export-${today()}.json`);
    expect(saved[0]?.blob?.type).toBe('application/json');
    const data = ExportAccountResult.parse(JSON.parse((await saved[0]?.blob?.text()) ?? ''));
    expect(data.user).toMatchObject({
      email: session.user.profile.email,
      subject: session.user.profile.sub,
    });
    expect(new Set(data.projects.map((p) => p.id))).toEqual(new Set(projects));
    expect(data.projects.every((p) => p.nodes.length > 0 && p.edges.length > 0)).toBe(true);
    await waitFor(() => expect(button('Export my data')).toBeEnabled());
  });

  it('tells the user when the export fails, and saves nothing', async () => {
    const session = await signUp('Gone Before Export');
    await session.call('delete_account', { confirm: 'DELETE' });
    const saved = captureDownloads();
    renderPage(<AccountSettingsPage />, session);
    await userEvent.click(button('Export my data'));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText(/This account has been deleted/)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(button('Export my data')).toBeEnabled();
  });
});

describe('Account Settings: delete account', () => {
  it('keeps the account when the confirmation is cancelled', async () => {
    const session = await signUp('Hesitant');
    await newProject(session);
    await newProject(session, 'plan a garden');
    const page = renderPage(<AccountSettingsPage />, session);
    await userEvent.click(button('Delete account'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This will permanently delete your account and all 2 projects. Continue?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Delete account')).toBeEnabled();
    expect((await session.call('initial_setup', {})).project_count).toBe(2);
    expect(page.state.signOuts).toBe(0);
  });

  it('deletes the account after confirmation, then signs out', async () => {
    const session = await signUp('Leaving');
    await newProject(session);
    const page = renderPage(<AccountSettingsPage />, session);
    const held = holdCalls('delete_account');
    await userEvent.click(button('Delete account'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This will permanently delete your account and your 1 project. Continue?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(button('Deleting…')).toBeDisabled();
    expect(button('Export my data')).toBeDisabled();
    expect(page.state.signOuts).toBe(0);
    held.release();
    await waitFor(() => expect(page.state.signOuts).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
    expect(button('Delete account')).toBeDisabled();
    const refused = await session.call('get_user_projects', {}).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
  });

  it('tells the user when the deletion fails, and does not sign out', async () => {
    const session = await signUp('Deleted Elsewhere');
    const page = renderPage(<AccountSettingsPage />, session);
    // The page knows the project list; then the account goes from another tab.
    await waitFor(() => expect(page.client.getQueryData(keys.projects)).toEqual([]));
    await session.call('delete_account', { confirm: 'DELETE' });
    await userEvent.click(button('Delete account'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This will permanently delete your account. Continue?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Delete account failed')).toBeInTheDocument();
    expect(page.state.signOuts).toBe(0);
    expect(button('Delete account')).toBeEnabled();
  });
});
