/**
 * A stored colour as CSS may use it, or undefined when it is not one. Colours come from the
 * graph (a node's or a node type's `color` attribute, which any API caller can set to any
 * string) and end up in inline styles: `background` would load `url(https://…)` from another
 * origin, so only what reads as a plain colour passes: hex, a keyword, or a colour function of
 * numbers (`rgb(…)`, `hsl(…)`, `oklch(…)`, …), never a function inside one.
 */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return HEX.test(v) || KEYWORD.test(v) || FUNCTION.test(v) ? v : undefined;
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const KEYWORD = /^[a-z]{3,30}$/i;
/** Numbers, units, keywords such as `none` or `deg`, separators; no parentheses inside. */
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\w\s.,%/+-]*\)$/i;
