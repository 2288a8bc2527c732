import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchModuleTree } from './module-tree.api';

const INDEX_HTML = resolve(import.meta.dirname, '../../../../index.html');

describe('the module list the page preloads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is asked for at the address and in the mode of the app’s own call, which then takes the preloaded answer', async () => {
    const page = new DOMParser().parseFromString(readFileSync(INDEX_HTML, 'utf8'), 'text/html');
    const preload = page.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
    expect(preload).not.toBeNull();
    // crossorigin (anonymous): the mode and credentials of a plain fetch() from the page.
    expect(preload?.getAttribute('crossorigin')).toBe('');
    const asked: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        asked.push({ url, init });
        return new Response(JSON.stringify({ code: 1, msg: '', data: [] }));
      }),
    );
    await fetchModuleTree();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe(preload?.getAttribute('href'));
    expect(asked[0]?.init.method).toBe('GET');
    expect(asked[0]?.init.mode ?? 'cors').toBe('cors');
    expect(asked[0]?.init.credentials ?? 'same-origin').toBe('same-origin');
  });
});
