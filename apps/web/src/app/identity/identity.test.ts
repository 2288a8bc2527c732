import { describe, expect, it } from 'vitest';
import { IDENTITY_KEYS, layoutOf, loadIdentity, resolveIdentity, variantOf } from './identity';

const resolve = (query: string, stored: Record<string, string> = {}, width = 375) =>
  resolveIdentity(new URLSearchParams(query), (key) => stored[key] ?? null, width);

describe('variants', () => {
  it('maps app and product to the four variants and their names', () => {
    expect(variantOf(undefined, 44)).toEqual({ key: 'default', name: '语文学堂' });
    expect(variantOf('classroom', 44).name).toBe('语文课堂');
    expect(variantOf(undefined, 96).key).toBe('classroom');
    expect(variantOf(undefined, 99).key).toBe('classroom');
    expect(variantOf('intelligent', 44).name).toBe('语文智能学习');
    expect(variantOf('mskt', 96)).toEqual({ key: 'mskt', name: '名师课堂' });
  });
});

describe('resolveIdentity', () => {
  it('reads app, from, product and module from the query and persists them', () => {
    const { identity, persist } = resolve('?app=classroom&from=android&product=45&module=2001');
    expect(identity).toMatchObject({ app: 'classroom', from: 'android', product: 45, module: '2001' });
    expect(identity.variant.key).toBe('classroom');
    expect(persist).toEqual({
      [IDENTITY_KEYS.app]: 'classroom',
      [IDENTITY_KEYS.from]: 'android',
      [IDENTITY_KEYS.product]: '45',
      [IDENTITY_KEYS.module]: '2001',
    });
  });

  it('falls back to stored values, and the query wins over them', () => {
    const stored = { [IDENTITY_KEYS.app]: 'intelligent', [IDENTITY_KEYS.product]: '46' };
    expect(resolve('', stored).identity).toMatchObject({ app: 'intelligent', product: 46 });
    expect(resolve('', stored).persist).toEqual({});
    expect(resolve('?app=mskt', stored).identity.variant.key).toBe('mskt');
  });

  it("ignores empty, 'undefined' and 'null' values wherever they come from (spec §5)", () => {
    const stored = { [IDENTITY_KEYS.app]: 'null', [IDENTITY_KEYS.product]: 'undefined', [IDENTITY_KEYS.from]: '' };
    const { identity, persist } = resolve('?app=undefined&product=&from=null', stored);
    expect(identity).toMatchObject({ app: undefined, from: undefined, product: 44 });
    expect(identity.variant.key).toBe('default');
    expect(persist).toEqual({});
  });

  it('uses the default product 44 for a non-numeric product', () => {
    expect(resolve('?product=abc').identity.product).toBe(44);
  });
});

describe('view pattern', () => {
  it('view_pattern=1 means desktop at any width and is persisted', () => {
    const { identity, persist } = resolve('?view_pattern=1', {}, 375);
    expect(identity.layout).toBe('desktop');
    expect(persist[IDENTITY_KEYS.viewPattern]).toBe('1');
    expect(resolve('', { [IDENTITY_KEYS.viewPattern]: '1' }, 375).identity.layout).toBe('desktop');
  });

  it('without it, desktop from 1024 px wide, mobile below', () => {
    expect(layoutOf(undefined, 1024)).toBe('desktop');
    expect(layoutOf(undefined, 1023)).toBe('mobile');
    expect(resolve('?view_pattern=0', { [IDENTITY_KEYS.viewPattern]: '1' }, 800).identity.layout).toBe('mobile');
  });
});

describe('loadIdentity', () => {
  it('reads the address bar and stores what the query gave', () => {
    window.history.replaceState(null, '', '/index?app=mskt&product=99');
    const identity = loadIdentity();
    expect(identity.variant.key).toBe('mskt');
    expect(window.localStorage.getItem(IDENTITY_KEYS.app)).toBe('mskt');
    expect(window.localStorage.getItem(IDENTITY_KEYS.product)).toBe('99');
    window.history.replaceState(null, '', '/');
  });
});
