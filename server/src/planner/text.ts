import { normaliseVertexLabel } from '@trellis/core';

/**
 * Checks on text an engine produced. An engine is a program or a model, and either can leak
 * template placeholders or the printout of a missing value; such text never reaches the graph.
 */

const LEAKS: readonly RegExp[] = [
  /\{\{?\s*[\w.-]*\s*\}?\}/, // {name}, {{ goal }}, {}
  /\$\{[^}]*\}/, // ${name}
  /<%.*%>/, // <% name %>
  /\[object Object\]/,
  // A missing value printed as the whole text; as a word inside a sentence ("fix undefined
  // behaviour", "handle null values") it is ordinary language.
  /^\s*(undefined|null|NaN|None)\s*$/,
];

/** Why this engine-made text must not be written, or undefined when it is fine. */
export function textProblem(text: string): string | undefined {
  if (text.trim() === '') return 'is blank';
  const leak = LEAKS.map((re) => re.exec(text)?.[0]).find((m) => m !== undefined);
  return leak ? `holds template text "${leak}"` : undefined;
}

/**
 * A name the canvas shows: one starting with "sys" marks a system node, which the canvas hides
 * (spec §2), so an engine puts "The" before it ("The system in scope").
 */
export function shownName(name: string): string {
  const t = name.trim();
  if (!/^sys/i.test(t)) return name;
  // Sentence case ("Systems to retire") lowers its first letter; a title keeps it.
  const second = t.split(/\s+/)[1] ?? '';
  const title = second !== '' && /^\p{Lu}/u.test(second);
  return `The ${title ? t : t.charAt(0).toLowerCase() + t.slice(1)}`;
}

/** The key two names are duplicates under: case, spacing and end punctuation ignored. */
export function nameKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
}

/** Where a node sits for duplicate checks: its label and its name, both normalised. */
export function nameSlot(label: string, name: string): string {
  return `${normaliseVertexLabel(label)}\u0000${nameKey(name)}`;
}
