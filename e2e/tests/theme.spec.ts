import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@trellis/core';
import {
  chooseFromAccountMenu,
  expect,
  expectNoA11yViolations,
  home,
  mainNav,
  signUp,
  snap,
  test,
} from '../fixtures/app';

/** The page background and text colours the user sees, as computed by the browser. */
async function colours(page: Page): Promise<{ bg: string; text: string }> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { bg: style.backgroundColor, text: style.color };
  });
}

const html = (page: Page) => page.locator('html');

test('a theme picked on Manage Theme applies at once and survives a reload', async ({ page }) => {
  const account = await signUp(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'Ivy Grove');
  expect(await colours(page)).toEqual({ bg: 'rgb(243, 246, 241)', text: 'rgb(29, 43, 31)' });

  await chooseFromAccountMenu(page, account.name, 'Manage Theme');
  await expect(page).toHaveURL('/themes');
  await expect(page.getByRole('heading', { name: 'Manage Theme', level: 1 })).toBeVisible();
  const themes = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(themes.getByRole('radio')).toHaveCount(12);
  await expect(themes.getByRole('radio', { checked: true })).toHaveAccessibleName(/^Ivy Grove/);
  await expectNoA11yViolations(page, 'Manage Theme (Ivy Grove)');
  await snap(page, 'themes');

  await themes.getByRole('radio', { name: 'Graphite Night' }).click();
  await expect(themes.getByRole('radio', { name: 'Graphite Night' })).toBeChecked();
  await expect(themes.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(html(page)).toHaveAttribute('data-theme', 'Graphite Night');
  expect(await colours(page)).toEqual({ bg: 'rgb(18, 20, 23)', text: 'rgb(232, 234, 237)' });
  // The sidebar's selector follows.
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('Graphite Night');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Theme', level: 1 })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'Graphite Night');
  expect(await colours(page)).toEqual({ bg: 'rgb(18, 20, 23)', text: 'rgb(232, 234, 237)' });
  await expect(themes.getByRole('radio', { name: 'Graphite Night' })).toBeChecked();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme)).toBe(
    'Graphite Night',
  );
  await expectNoA11yViolations(page, 'Manage Theme under Graphite Night');
  await snap(page, 'themes-graphite-night');

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(home(page)).toBeVisible();
  await expectNoA11yViolations(page, 'Home under Graphite Night');
  await snap(page, 'home-graphite-night');
});

test('a theme picked in the sidebar applies at once and survives a reload', async ({ page }) => {
  await signUp(page);
  const select = page.getByRole('combobox', { name: 'Theme' });
  await expect(select).toHaveValue('Ivy Grove');

  await select.selectOption('Midnight Plum');
  await expect(html(page)).toHaveAttribute('data-theme', 'Midnight Plum');
  expect(await colours(page)).toEqual({ bg: 'rgb(27, 20, 36)', text: 'rgb(243, 236, 248)' });

  await page.reload();
  await expect(home(page)).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'Midnight Plum');
  await expect(select).toHaveValue('Midnight Plum');
  expect(await colours(page)).toEqual({ bg: 'rgb(27, 20, 36)', text: 'rgb(243, 236, 248)' });
  await expectNoA11yViolations(page, 'Home under Midnight Plum');
  await snap(page, 'home-midnight-plum');

  // The same choice shows as checked on Manage Theme; a light theme brings light colours back.
  await page.goto('/themes');
  const themes = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(themes.getByRole('radio', { name: 'Midnight Plum' })).toBeChecked();
  await select.selectOption('Sandstone');
  await expect(themes.getByRole('radio', { name: 'Sandstone' })).toBeChecked();
  await expect(html(page)).toHaveAttribute('data-theme', 'Sandstone');
  expect(await colours(page)).toEqual({ bg: 'rgb(248, 243, 234)', text: 'rgb(51, 38, 26)' });
});

test('the theme applies on the landing too, before anyone signs in', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, 'Graphite Night'), STORAGE_KEYS.theme);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trellis is hard at work.' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'Graphite Night');
  expect(await colours(page)).toEqual({ bg: 'rgb(18, 20, 23)', text: 'rgb(232, 234, 237)' });
  await expectNoA11yViolations(page, 'the landing under Graphite Night');
  await snap(page, 'landing-graphite-night');
});
