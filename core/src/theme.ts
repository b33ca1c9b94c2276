/**
 * Theme names and colour tokens (spec §3). A theme maps each token to a colour; nodes store a
 * token, not a colour, so that switching theme recolours the graph.
 */
export const THEME_NAMES = [
  'Ivy Grove',
  'Classic Blue',
  'Purple Orchid',
  'Tropical Reef',
  'Calm Oasis',
  'Mellow Forest',
  'Midnight Plum',
  'Emerald Dream',
  'Crimson Dawn',
  'Slate Sky',
  'Sandstone',
  // The spec names eleven of its twelve themes; the twelfth is a dark one for low light.
  'Graphite Night',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'Ivy Grove';

/** The twelve node palette tokens every theme defines, plus the project and request roles. */
export const NODE_COLOR_TOKENS = Array.from({ length: 12 }, (_, i) => `node-${i + 1}`);
export const ROLE_COLOR_TOKENS = ['project', 'request'] as const;
export const COLOR_TOKENS = [...NODE_COLOR_TOKENS, ...ROLE_COLOR_TOKENS];

/** The palette token for the n-th type (0-based), cycling through the twelve. */
export function paletteToken(index: number): string {
  const n =
    ((index % NODE_COLOR_TOKENS.length) + NODE_COLOR_TOKENS.length) % NODE_COLOR_TOKENS.length;
  return NODE_COLOR_TOKENS[n] as string;
}
