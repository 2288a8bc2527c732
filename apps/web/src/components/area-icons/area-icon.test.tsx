import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MODULE_TREE, type ModuleSeed } from '../../../../importer/src/sources/module-tree/module-tree.data';
import { AREA_ART, AreaIcon, areaArt, FALLBACK_ART } from './area-icon';
import { ALL_COLOURS } from './palette';

/** Every key of the module tree the importer loads, children and grandchildren included. */
function treeKeys(modules: readonly ModuleSeed[]): string[] {
  return modules.flatMap((m) => [m.key, ...treeKeys(m.children ?? [])]);
}

const keys = treeKeys(MODULE_TREE);
const markup = (key: string) => renderToStaticMarkup(<AreaIcon moduleKey={key} />);

describe('area icons', () => {
  it('draw every area and child area of the module tree, and 问答', () => {
    expect(keys.length).toBeGreaterThan(30);
    for (const key of [...keys, 'ask']) {
      expect(areaArt(key), key).not.toBe(FALLBACK_ART);
      expect(markup(key), key).toContain(`data-icon="${key}"`);
    }
  });

  it('give each area its own drawing, different from the fallback', () => {
    const drawings = new Map<string, string>();
    for (const key of Object.keys(AREA_ART)) {
      // The drawing without the key it is labelled with: two keys must not share one picture.
      const art = markup(key).replace(`data-icon="${key}"`, '');
      expect(drawings.get(art), `${key} draws the same as ${drawings.get(art)}`).toBeUndefined();
      drawings.set(art, key);
    }
    expect(drawings.has(markup('no-such-area').replace('data-icon="fallback"', ''))).toBe(false);
  });

  it('draw an unknown key with the neutral picture, never a character', () => {
    const { container } = render(<AreaIcon moduleKey="no-such-area" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-icon')).toBe('fallback');
    expect(svg?.querySelectorAll('path, rect').length).toBeGreaterThan(2);
    expect(svg?.textContent).toBe('');
    expect(areaArt('toString')).toBe(FALLBACK_ART);
  });

  it('hold no text and use only the shared palette', () => {
    for (const key of [...Object.keys(AREA_ART), 'no-such-area']) {
      const html = markup(key);
      expect(html, key).not.toMatch(/<text|<foreignObject/);
      const colours = [...html.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi)].map((m) => m[1]?.toLowerCase());
      expect(colours.length, key).toBeGreaterThan(1);
      for (const colour of colours) expect(ALL_COLOURS.has(colour ?? ''), `${key} uses ${colour}`).toBe(true);
    }
  });

  it('are decorative: hidden from screen readers, the area name is written beside them', () => {
    const { container } = render(<AreaIcon moduleKey="tssc" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
