import { DEFAULT_THEME, THEME_NAMES, type ThemeName } from '@trellis/core';

/**
 * The twelve themes of spec §3. Each has the colours of the interface and the colour roles the
 * graph uses: a palette of twelve node colours (tokens node-1…node-12) plus project and request.
 * Every pair of text and background here keeps WCAG AA contrast (themes.test.ts checks it).
 */
export interface UiColors {
  bg: string;
  surface: string;
  /** Slightly set-off surfaces: table heads, the sidebar. */
  surfaceAlt: string;
  border: string;
  text: string;
  muted: string;
  accent: string;
  accentHover: string;
  /** Text on an accent background. */
  onAccent: string;
  accentSoft: string;
  danger: string;
  onDanger: string;
  dangerSoft: string;
  dangerText: string;
}

export interface Theme {
  name: ThemeName;
  dark: boolean;
  ui: UiColors;
  /** node-1…node-12, then the project and request roles. */
  palette: string[];
  project: string;
  request: string;
}

/** Twelve hues 30° apart from `start`, at the saturation and lightness that suit the theme. */
function wheel(start: number, saturation: number, lightness: number): string[] {
  return Array.from({ length: 12 }, (_, i) => hsl((start + i * 30) % 360, saturation, lightness));
}

/** hsl → #rrggbb, so that every colour of a theme is a hex string (the API stores hex). */
export function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const lightDanger = {
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerSoft: '#fdecea',
  dangerText: '#8a1c12',
};
const darkDanger = {
  danger: '#f97066',
  onDanger: '#1a0504',
  dangerSoft: '#3d1916',
  dangerText: '#fecdca',
};

function light(
  name: ThemeName,
  c: Pick<
    UiColors,
    'bg' | 'surfaceAlt' | 'border' | 'text' | 'muted' | 'accent' | 'accentHover' | 'accentSoft'
  >,
  hue: number,
  request: string,
): Theme {
  return {
    name,
    dark: false,
    ui: { surface: '#ffffff', onAccent: '#ffffff', ...lightDanger, ...c },
    palette: wheel(hue, 62, 52),
    project: c.accent,
    request,
  };
}

function dark(
  name: ThemeName,
  c: Omit<UiColors, keyof typeof darkDanger>,
  hue: number,
  request: string,
): Theme {
  return {
    name,
    dark: true,
    ui: { ...darkDanger, ...c },
    palette: wheel(hue, 70, 66),
    project: c.accent,
    request,
  };
}

export const THEMES: readonly Theme[] = [
  light(
    'Ivy Grove',
    {
      bg: '#f3f6f1',
      surfaceAlt: '#eaf0e7',
      border: '#cfd9cb',
      text: '#1d2b1f',
      muted: '#4d5e4f',
      accent: '#2f6b3a',
      accentHover: '#24552d',
      accentSoft: '#e1ebdd',
    },
    110,
    '#b45309',
  ),
  light(
    'Classic Blue',
    {
      bg: '#f2f5fa',
      surfaceAlt: '#e8eef8',
      border: '#cdd7e8',
      text: '#16223a',
      muted: '#4a5670',
      accent: '#1d4ed8',
      accentHover: '#1e40af',
      accentSoft: '#dfe8fa',
    },
    215,
    '#c2410c',
  ),
  light(
    'Purple Orchid',
    {
      bg: '#f8f4fb',
      surfaceAlt: '#f0e8f7',
      border: '#dccbe9',
      text: '#2a1838',
      muted: '#5e4d6b',
      accent: '#7e22ce',
      accentHover: '#6b21a8',
      accentSoft: '#efe3f9',
    },
    280,
    '#be185d',
  ),
  light(
    'Tropical Reef',
    {
      bg: '#effaf9',
      surfaceAlt: '#e0f3f1',
      border: '#bfe0dc',
      text: '#0f2e2e',
      muted: '#3f6161',
      accent: '#0f766e',
      accentHover: '#115e59',
      accentSoft: '#d5f0ec',
    },
    175,
    '#e11d48',
  ),
  light(
    'Calm Oasis',
    {
      bg: '#f5f7f6',
      surfaceAlt: '#e9eeed',
      border: '#cdd9d7',
      text: '#22302d',
      muted: '#52615d',
      accent: '#2f6674',
      accentHover: '#275561',
      accentSoft: '#dde9ec',
    },
    190,
    '#a16207',
  ),
  light(
    'Mellow Forest',
    {
      bg: '#f6f4ec',
      surfaceAlt: '#eeebdd',
      border: '#d9d4bf',
      text: '#2b2a1e',
      muted: '#5d5a47',
      accent: '#4a6628',
      accentHover: '#3d5621',
      accentSoft: '#e7ebd6',
    },
    85,
    '#b45309',
  ),
  dark(
    'Midnight Plum',
    {
      bg: '#1b1424',
      surface: '#261c33',
      surfaceAlt: '#2f2340',
      border: '#46375a',
      text: '#f3ecf8',
      muted: '#c4b5d1',
      accent: '#c084fc',
      accentHover: '#d8b4fe',
      onAccent: '#1b1424',
      accentSoft: '#3a2b4d',
    },
    285,
    '#fbbf24',
  ),
  light(
    'Emerald Dream',
    {
      bg: '#eefaf3',
      surfaceAlt: '#ddf3e6',
      border: '#b9dfc9',
      text: '#0d2b1c',
      muted: '#3e5f4e',
      accent: '#047857',
      accentHover: '#065f46',
      accentSoft: '#d1f0e0',
    },
    150,
    '#c2410c',
  ),
  light(
    'Crimson Dawn',
    {
      bg: '#fcf4f3',
      surfaceAlt: '#f7e6e4',
      border: '#e8cdca',
      text: '#2f1414',
      muted: '#6b4a48',
      accent: '#b91c1c',
      accentHover: '#991b1b',
      accentSoft: '#f8e0dd',
    },
    0,
    '#1d4ed8',
  ),
  light(
    'Slate Sky',
    {
      bg: '#f1f4f8',
      surfaceAlt: '#e6ebf2',
      border: '#cbd5e1',
      text: '#1e293b',
      muted: '#475569',
      accent: '#0369a1',
      accentHover: '#075985',
      accentSoft: '#dcebf5',
    },
    200,
    '#b45309',
  ),
  light(
    'Sandstone',
    {
      bg: '#f8f3ea',
      surfaceAlt: '#f1e8d8',
      border: '#e0d1ba',
      text: '#33261a',
      muted: '#6a5643',
      accent: '#9a4a12',
      accentHover: '#7c3b0e',
      accentSoft: '#f3e4cf',
    },
    30,
    '#0f766e',
  ),
  dark(
    'Graphite Night',
    {
      bg: '#121417',
      surface: '#1c1f24',
      surfaceAlt: '#23272d',
      border: '#363c45',
      text: '#e8eaed',
      muted: '#aab1bb',
      accent: '#6fcf9f',
      accentHover: '#94dfb9',
      onAccent: '#0b1410',
      accentSoft: '#22302a',
    },
    140,
    '#fbbf24',
  ),
];

if (THEMES.length !== THEME_NAMES.length) throw new Error('every theme name needs a theme');

export function themeByName(name: string | null | undefined): Theme {
  return (
    THEMES.find((t) => t.name === name) ?? (THEMES.find((t) => t.name === DEFAULT_THEME) as Theme)
  );
}

/** A colour token (node-3, project, request) in this theme; undefined for anything else. */
export function resolveToken(theme: Theme, token: string | null | undefined): string | undefined {
  if (!token) return undefined;
  if (token === 'project') return theme.project;
  if (token === 'request') return theme.request;
  const m = /^node-(\d{1,2})$/.exec(token);
  return m ? theme.palette[Number(m[1]) - 1] : undefined;
}
