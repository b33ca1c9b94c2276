import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** Saves the page as it is at 1280 and 375 px wide, then goes back to the width it had. */
async function snap(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(before);
}

function landing(page: Page) {
  return page.getByRole('heading', { name: 'Trellis is hard at work.' });
}

test('create an account, stay signed in, sign out and sign in again', async ({ page }) => {
  const name = 'Ada Lovelace';
  const email = `ada.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));

  await test.step('the landing invites to sign in', async () => {
    await page.goto('/');
    await expect(landing(page)).toBeVisible();
    await expect(page.getByText('Come back soon.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await snap(page, 'landing');
  });

  await test.step('create an account at the provider', async () => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await snap(page, 'signin');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
  });

  await test.step('back in the app, signed in', async () => {
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
    await expect(page.getByText('You have 0 projects.')).toBeVisible();
    await snap(page, 'home');
  });

  await test.step('a reload keeps the session', async () => {
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.some((k) => k.startsWith('trellis.user:'))).toBe(true);
    await page.reload();
    await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
    await expect(page.getByText('You have 0 projects.')).toBeVisible();
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign out of Trellis?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(landing(page)).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(landing(page)).toBeVisible();
  });

  await test.step('a wrong password is refused', async () => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  });

  await test.step('the right password signs in again', async () => {
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
    await expect(page.getByText('You have 0 projects.')).toBeVisible();
  });

  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await snap(page, 'not-found');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
  await expect(landing(page)).toBeVisible();
});

test('the sign-in callback without a sign-in in progress explains and links home', async ({
  page,
}) => {
  await page.goto('/auth?code=stale&state=unknown');
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(landing(page)).toBeVisible();
});
