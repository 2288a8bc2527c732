import type { LearningPage } from '../../lib/learning-record';

/** The main tabs, where back closes the native page (spec §2). */
export const MAIN_TAB_PATHS: readonly string[] = [
  '/index',
  '/index/subject',
  '/index/jdxa',
  '/index/ask',
  '/index/user',
];

/** Where back closes the native page: the root, login and the main tabs. */
export const CLOSE_PAGE_PATHS: readonly string[] = ['/', '/login', ...MAIN_TAB_PATHS];

/** What back does. */
export type BackAction =
  | { kind: 'close-overlay' }
  | { kind: 'quit-host' }
  | { kind: 'close-native-page' }
  | { kind: 'end-record-then-back'; page: LearningPage }
  | { kind: 'history-back' };

/** Spec §2's back behaviour, in its order of precedence. */
export function decideBack(input: {
  pathname: string;
  overlayOpen: boolean;
  learningPage: LearningPage | null;
}): BackAction {
  const path = input.pathname.length > 1 ? input.pathname.replace(/\/+$/, '') : input.pathname;
  if (input.overlayOpen) return { kind: 'close-overlay' };
  if (path === '/tssc2') return { kind: 'quit-host' };
  if (CLOSE_PAGE_PATHS.includes(path)) return { kind: 'close-native-page' };
  if (input.learningPage) return { kind: 'end-record-then-back', page: input.learningPage };
  return { kind: 'history-back' };
}
