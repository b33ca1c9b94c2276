import { describe, expect, it } from 'vitest';
import { cssColor } from './cssColor';

describe('cssColor', () => {
  it('passes hex colours, keywords and colour functions of numbers, trimmed', () => {
    for (const c of ['#abc', '#abcd', '#8b5cf6', '#8b5cf680', 'rebeccapurple', 'transparent']) {
      expect(cssColor(c)).toBe(c);
    }
    expect(cssColor(' rgb(1, 2, 3) ')).toBe('rgb(1, 2, 3)');
    expect(cssColor('hsl(210deg 40% 50% / 0.5)')).toBe('hsl(210deg 40% 50% / 0.5)');
    expect(cssColor('oklch(0.7 0.1 none)')).toBe('oklch(0.7 0.1 none)');
  });

  it('refuses what could load a resource or break out of the declaration', () => {
    for (const c of [
      'url(https://evil.invalid/x.png)',
      'red url(https://evil.invalid/x.png)',
      'rgb(var(--x))',
      'image-set("x.png" 1x)',
      'red; background: url(x)',
      'red}body{display:none',
      '#12345',
      '',
      'expression(alert(1))',
    ]) {
      expect(cssColor(c), c).toBeUndefined();
    }
    expect(cssColor(null)).toBeUndefined();
    expect(cssColor(42)).toBeUndefined();
  });
});
