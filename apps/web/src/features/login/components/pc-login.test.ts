import { describe, expect, it } from 'vitest';
import { tokenLoginParams } from './pc-login-page';

describe('tokenLoginParams', () => {
  it('reads id, product and token', () => {
    expect(tokenLoginParams('12', '44', 'tok')).toEqual({ id: 12, product: 44, token: 'tok' });
  });

  it('refuses missing parts and the texts undefined and null (spec §5)', () => {
    expect(tokenLoginParams('12', '44', undefined)).toBeUndefined();
    expect(tokenLoginParams('12', '44', 'undefined')).toBeUndefined();
    expect(tokenLoginParams('null', '44', 'tok')).toBeUndefined();
    expect(tokenLoginParams('12', '', 'tok')).toBeUndefined();
    expect(tokenLoginParams('abc', '44', 'tok')).toBeUndefined();
  });
});
