import { STORAGE_KEYS } from '@trellis/core';
import { readStored, writeStored } from '../lib/storage';
import { type Theme, themeByName } from './themes';

const VARIABLES: Record<keyof Theme['ui'], string> = {
  bg: '--bg',
  surface: '--surface',
  surfaceAlt: '--surface-alt',
  border: '--border',
  text: '--text',
  muted: '--muted',
  accent: '--accent',
  accentHover: '--accent-hover',
  onAccent: '--on-accent',
  accentSoft: '--accent-soft',
  danger: '--danger',
  onDanger: '--on-danger',
  dangerSoft: '--danger-bg',
  dangerText: '--danger-text',
};

/** Puts the theme's colours on the document as CSS variables (and node-1… for the graph). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [key, variable] of Object.entries(VARIABLES)) {
    root.style.setProperty(variable, theme.ui[key as keyof Theme['ui']]);
  }
  theme.palette.forEach((color, i) => root.style.setProperty(`--node-${i + 1}`, color));
  root.style.setProperty('--project', theme.project);
  root.style.setProperty('--request', theme.request);
  root.style.colorScheme = theme.dark ? 'dark' : 'light';
  root.dataset.theme = theme.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.ui.bg);
}

/** The theme chosen on this device (spec §9: Ivy Grove unless another was picked). */
export function storedTheme(): Theme {
  return themeByName(readStored(STORAGE_KEYS.theme));
}

export function storeTheme(theme: Theme): void {
  writeStored(STORAGE_KEYS.theme, theme.name);
}
