import {
  accountMenu,
  changeStoredUser,
  expect,
  expectNoA11yViolations,
  firstProjectHint,
  home,
  landing,
  newAccount,
  signUp,
  snap,
  storedUser,
  storedUserKey,
  test,
} from '../fixtures/app';

test('create an account, stay signed in, log out from the user menu and sign in again', async ({
  page,
}) => {
  const account = newAccount();

  await test.step('the landing invites to sign in', async () => {
    await page.goto('/');
    await expect(landing(page)).toBeVisible();
    await expect(page.getByText('Come back soon.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoA11yViolations(page, 'the landing');
    await snap(page, 'landing');
  });

  await test.step('create an account at the provider', async () => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoA11yViolations(page, "the provider's sign-in page");
    await snap(page, 'signin');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await expectNoA11yViolations(page, "the provider's create-account page");
    await page.getByRole('button', { name: 'Create account' }).click();
  });

  await test.step('back in the app, signed in', async () => {
    await expect(page).toHaveURL('/');
    await expect(home(page)).toBeVisible();
    await expect(accountMenu(page, account.name)).toBeVisible();
    await expect(page.getByText(`Hello, ${account.name}.`)).toBeVisible();
    await firstProjectHint(page).getByRole('button', { name: 'Got it' }).click();
  });

  await test.step('a reload keeps the session', async () => {
    expect(await storedUserKey(page), 'the signed-in user in session storage').toBeDefined();
    await page.reload();
    await expect(home(page)).toBeVisible();
    await expect(accountMenu(page, account.name)).toBeVisible();
    await expect(landing(page)).toHaveCount(0);
  });

  await test.step('Logout in the user menu ends at the provider, then at the landing', async () => {
    await accountMenu(page, account.name).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Account Settings',
      'Manage Theme',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign out of Trellis?' })).toBeVisible();
    await expectNoA11yViolations(page, "the provider's sign-out page");
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(landing(page)).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(landing(page)).toBeVisible();
    await expect(accountMenu(page, account.name)).toHaveCount(0);
  });

  await test.step('a wrong password is refused', async () => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  });

  await test.step('the right password signs in again, without the hint', async () => {
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await expect(home(page)).toBeVisible();
    await expect(accountMenu(page, account.name)).toBeVisible();
    await expect(page.getByText('No requests yet')).toBeVisible();
    await expect(firstProjectHint(page)).toHaveCount(0);
  });
});

test('a signed-out visit to an app page shows the landing, not the page', async ({ page }) => {
  await page.goto('/projects/manage');
  await expect(landing(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project Management' })).toHaveCount(0);
});

test('the sign-in callback without a sign-in in progress explains and links home', async ({
  page,
}) => {
  await page.goto('/auth?code=stale&state=unknown');
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(landing(page)).toBeVisible();
});

test('a token the API refuses sends the user through sign-in and back to the same page', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/themes');
  await expect(page.getByRole('heading', { name: 'Manage Theme' })).toBeVisible();
  // The API stops accepting the stored token (as after a key rotation or a revoked grant).
  const key = await changeStoredUser(page, { access_token: 'revoked' });
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 401) refused.push(r.url());
  });
  // The page may show for a moment with the old token; the refused call then starts sign-in.
  const backAtAuth = page.waitForURL(/\/auth\?/);
  await page.reload();
  await backAtAuth;
  // The provider still knows the browser, so sign-in completes without a form and the app
  // returns to the page the user was on, with a fresh token.
  await expect(page).toHaveURL('/themes');
  await expect(page.getByRole('heading', { name: 'Manage Theme' })).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await storedUser(page, key)).access_token)
    .toMatch(/^(?!revoked$)./);
});

test('a token about to expire is renewed silently with the refresh token', async ({ page }) => {
  await signUp(page);
  // Ten seconds left: inside the 30 s the app renews ahead of expiry.
  const expiresAt = Math.floor(Date.now() / 1000) + 10;
  const key = await changeStoredUser(page, { expires_at: expiresAt });
  const before = await storedUser(page, key);
  const grants: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/oidc/token')) grants.push(r.postData() ?? '');
  });
  await page.goto('/projects/requests');
  await expect(page.getByRole('heading', { name: 'Project Requests' })).toBeVisible();
  await expect.poll(() => grants.some((g) => g.includes('grant_type=refresh_token'))).toBe(true);
  // The grant was sent; the renewed user is stored once its answer is in.
  await expect
    .poll(async () => (await storedUser(page, key)).access_token)
    .not.toBe(before.access_token);
  const after = await storedUser(page, key);
  expect(after.expires_at).toBeGreaterThan(expiresAt);
  await expect(page).toHaveURL('/projects/requests');
});
