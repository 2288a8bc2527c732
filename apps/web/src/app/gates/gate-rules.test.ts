import { describe, expect, it } from 'vitest';
import { DESKTOP_OPEN_PATHS, desktopGate, MOBILE_OPEN_PATHS, mobileGate, parentCheckFor } from './gate-rules';

describe('mobile gate (spec §4)', () => {
  it('lets the open pages through without token or module list', () => {
    expect(MOBILE_OPEN_PATHS).toEqual([
      '/',
      '/usage',
      '/wdzl',
      '/tourist_index',
      '/tourist_to_buy',
      '/login',
      '/manage',
      '/tssc2',
    ]);
    for (const pathname of [
      ...MOBILE_OPEN_PATHS,
      '/login/unpassword',
      '/login/pact/user',
      '/bosi/manage',
      '/tokenLogin/manage',
      '/usage/',
    ]) {
      expect(mobileGate({ pathname, hasToken: false, modules: 'failed' }), pathname).toBe('allow');
    }
  });

  it('replaces other pages by / without a token', () => {
    for (const pathname of [
      '/index',
      '/index/user',
      '/hzzy',
      '/wdzl/changeNickname',
      '/tssc',
      '/hzzy/sortContext/1/0/x/0',
    ]) {
      expect(mobileGate({ pathname, hasToken: false, modules: 'loaded' }), pathname).toBe('redirect');
    }
  });

  it('waits while the module list loads, and redirects when it failed', () => {
    expect(mobileGate({ pathname: '/index', hasToken: true, modules: 'loading' })).toBe('loading');
    expect(mobileGate({ pathname: '/index', hasToken: true, modules: 'failed' })).toBe('redirect');
    expect(mobileGate({ pathname: '/index', hasToken: true, modules: 'loaded' })).toBe('allow');
  });

  it('does not mistake look-alike paths for open ones', () => {
    expect(mobileGate({ pathname: '/loginx', hasToken: false, modules: 'loaded' })).toBe('redirect');
    expect(mobileGate({ pathname: '/usage/more', hasToken: false, modules: 'loaded' })).toBe('redirect');
    expect(mobileGate({ pathname: '/tssc2/x', hasToken: false, modules: 'loaded' })).toBe('redirect');
  });
});

describe('desktop gate (spec §4)', () => {
  it('lets only /, /usage, /login, /manage, /developer (and /PClogin) through without an account', () => {
    expect(DESKTOP_OPEN_PATHS).toEqual(['/', '/usage', '/login', '/manage', '/developer']);
    for (const pathname of [...DESKTOP_OPEN_PATHS, '/login/checkNetwork', '/bosi/manage', '/PClogin/1/44/tok']) {
      expect(desktopGate({ pathname, hasAccount: false, modules: 'loading' }), pathname).toBe('allow');
    }
    for (const pathname of ['/index', '/index/user', '/hzzy', '/wygm', '/search', '/tourist_index', '/wdzl']) {
      expect(desktopGate({ pathname, hasAccount: false, modules: 'loaded' }), pathname).toBe('redirect');
    }
  });

  it('shows content after the module list has been fetched', () => {
    expect(desktopGate({ pathname: '/index', hasAccount: true, modules: 'loading' })).toBe('loading');
    expect(desktopGate({ pathname: '/index', hasAccount: true, modules: 'loaded' })).toBe('allow');
    expect(desktopGate({ pathname: '/index', hasAccount: true, modules: 'failed' })).toBe('allow');
  });
});

describe('parent check (issue 18)', () => {
  it('guards buying, purchase records, account deletion and change, the PIN and the weekly report', () => {
    for (const pathname of ['/wygm', '/buy/', '/gmjl', '/wdzl/delUser', '/wdzl/changeAccount', '/wdzl/weeklyReport']) {
      expect(parentCheckFor(pathname), pathname).toBeDefined();
    }
    for (const pathname of ['/', '/index/user', '/wdzl', '/wdzl/changeNickname', '/tourist_to_buy', '/wygmx']) {
      expect(parentCheckFor(pathname), pathname).toBeUndefined();
    }
  });
});
