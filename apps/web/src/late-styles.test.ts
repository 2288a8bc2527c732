import { afterEach, describe, expect, it } from 'vitest';
import { applyLateStyles } from './late-styles';

describe('late stylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('applies a `data-late-style` stylesheet to the screen once it has loaded, and no other', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/late.css" media="print" data-late-style>' +
      '<link rel="stylesheet" href="/print.css" media="print">';
    const [late, print] = [...document.querySelectorAll('link')];
    applyLateStyles();
    expect(late?.media).toBe('print');
    late?.dispatchEvent(new Event('load'));
    expect(late?.media).toBe('all');
    print?.dispatchEvent(new Event('load'));
    expect(print?.media).toBe('print');
  });
});
