import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Lints `code` as if it were a file of the web app, with the repository's configuration. */
async function lint(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}web/src/Probe.tsx` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('the lint rule against markup from strings (npm run lint)', () => {
  it.each([
    [
      'dangerouslySetInnerHTML in JSX',
      'export const A = (p: {h: string}) => <div dangerouslySetInnerHTML={{ __html: p.h }} />;',
    ],
    [
      'dangerouslySetInnerHTML in props',
      "import { createElement } from 'react';\nexport const A = (h: string) => createElement('div', { dangerouslySetInnerHTML: { __html: h } });",
    ],
    ['innerHTML', 'export function a(e: HTMLElement, h: string) { e.innerHTML = h; }'],
    ['outerHTML', 'export function a(e: HTMLElement, h: string) { e.outerHTML = h; }'],
    [
      'insertAdjacentHTML',
      "export function a(e: HTMLElement, h: string) { e.insertAdjacentHTML('beforeend', h); }",
    ],
    ['document.write', 'export function a(h: string) { document.write(h); }'],
    [
      'createContextualFragment',
      'export function a(h: string) { return document.createRange().createContextualFragment(h); }',
    ],
  ])('fails on %s', async (_what, code) => {
    expect(await lint(code)).toHaveLength(1);
  });

  it('passes text rendered as children and set as textContent', async () => {
    const code =
      'export const A = (p: { t: string }) => <div>{p.t}</div>;\n' +
      'export function b(e: HTMLElement, t: string) { e.textContent = t; }';
    expect(await lint(code)).toEqual([]);
  });
});
