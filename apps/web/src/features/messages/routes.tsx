// messages = 我的消息 (issue 17, the spec's "push message"): what teachers and admins sent to the
// signed-in user, and the unread count the app shows on 我的. Sending lives where senders work: the
// class page and the management page (components/message-sending).
import { lazy } from 'react';
import type { AreaRoute, AreaRoutes } from '../area-routes';

const MessagesPage = lazy(() => import('./components/messages-page').then((m) => ({ default: m.MessagesPage })));

/** The unread count beside 我的消息 in 我的 (the app puts it there). */
export const UnreadBadge = lazy(() => import('./components/unread-badge').then((m) => ({ default: m.UnreadBadge })));

/** The user centre's address of 我的消息. */
export const MESSAGES_PATH = '/user/messages';

const BOTH: readonly AreaRoute[] = [{ path: MESSAGES_PATH, element: <MessagesPage /> }];

export const MESSAGES_ROUTES: AreaRoutes = { modules: {}, mobile: BOTH, desktop: BOTH };
