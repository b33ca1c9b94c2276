import { THEME_NAMES } from '@trellis/core';
import { describe, expect, it } from 'vitest';
import { THEMES, hsl, resolveToken, themeByName } from './themes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour on background colour, as the stylesheet uses them. */
const PAIRS = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['text', 'accentSoft'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surfaceAlt'],
  ['accent', 'surface'],
  ['accent', 'bg'],
  ['accent', 'accentSoft'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['onDanger', 'danger'],
  ['dangerText', 'dangerSoft'],
  ['danger', 'surface'],
] as const;

describe('themes', () => {
  it('has the twelve themes of the spec, Ivy Grove first and the default', () => {
    expect(THEMES.map((t) => t.name)).toEqual([...THEME_NAMES]);
    expect(THEMES).toHaveLength(12);
    expect(themeByName(null).name).toBe('Ivy Grove');
    expect(themeByName('No Such Theme').name).toBe('Ivy Grove');
  });

  it.each(THEMES.map((t) => [t.name, t] as const))(
    '%s keeps AA contrast (4.5:1) for every text colour on its background',
    (_name, theme) => {
      const failing = PAIRS.filter(([fg, bg]) => contrast(theme.ui[fg], theme.ui[bg]) < 4.5).map(
        ([fg, bg]) => `${fg} on ${bg}: ${contrast(theme.ui[fg], theme.ui[bg]).toFixed(2)}`,
      );
      expect(failing).toEqual([]);
    },
  );

  it('gives each theme twelve distinct node colours and resolves tokens through them', () => {
    for (const theme of THEMES) {
      expect(new Set(theme.palette).size).toBe(12);
      expect(resolveToken(theme, 'node-1')).toBe(theme.palette[0]);
      expect(resolveToken(theme, 'node-12')).toBe(theme.palette[11]);
      expect(resolveToken(theme, 'project')).toBe(theme.project);
      expect(resolveToken(theme, 'node-13')).toBeUndefined();
      expect(resolveToken(theme, 'url(evil)')).toBeUndefined();
    }
  });

  it('converts hsl to hex', () => {
    expect(hsl(0, 100, 50)).toBe('#ff0000');
    expect(hsl(120, 100, 25)).toBe('#008000');
    expect(hsl(0, 0, 100)).toBe('#ffffff');
  });
});
