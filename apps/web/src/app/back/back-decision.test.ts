import { describe, expect, it } from 'vitest';
import { decideBack, MAIN_TAB_PATHS } from './back-decision';

const base = { overlayOpen: false, learningPage: null };

describe('decideBack (spec §2)', () => {
  it('closes the dictionary overlay first, wherever it is open', () => {
    for (const pathname of ['/tssc2', '/index', '/hzzy']) {
      expect(decideBack({ pathname, overlayOpen: true, learningPage: { moduleId: 1 } }).kind).toBe('close-overlay');
    }
  });

  it('quits the host on /tssc2', () => {
    expect(decideBack({ ...base, pathname: '/tssc2' }).kind).toBe('quit-host');
  });

  it('closes the native page on /, /login and the main tabs', () => {
    expect(MAIN_TAB_PATHS).toEqual(['/index', '/index/subject', '/index/jdxa', '/index/ask', '/index/user']);
    for (const pathname of ['/', '/login', ...MAIN_TAB_PATHS, '/index/user/']) {
      expect(decideBack({ ...base, pathname }).kind, pathname).toBe('close-native-page');
    }
  });

  it('on a learning page ends its record before going back', () => {
    const action = decideBack({ ...base, pathname: '/jdmz/2012/0', learningPage: { moduleId: 2012, categoryId: 3 } });
    expect(action).toEqual({ kind: 'end-record-then-back', page: { moduleId: 2012, categoryId: 3 } });
  });

  it('otherwise goes back in history', () => {
    expect(decideBack({ ...base, pathname: '/login/unpassword' }).kind).toBe('history-back');
    expect(decideBack({ ...base, pathname: '/wdzl' }).kind).toBe('history-back');
  });
});
