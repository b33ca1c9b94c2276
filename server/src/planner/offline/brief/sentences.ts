/**
 * A goal's sentences. A stop ends a sentence only before a capital, a digit or a quote, so "e.g.
 * the venue" and "approx. 40 people" stay whole; a line break always ends one.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d"'“(])|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Its sentences with clauses after a semicolon apart: "Open a café; we have a lease" is two. */
export function clausesOf(text: string): string[] {
  return sentencesOf(text)
    .flatMap((s) => s.split(/(?<=;)\s+/))
    .filter(Boolean);
}
