// ask = 问答: the area's routes — ask a question, a question, my questions.
import { lazy } from 'react';
import type { AreaRoutes } from '../area-routes';

const AskPage = lazy(() => import('./components/ask-page').then((m) => ({ default: m.AskPage })));

/** 问答's routes (spec §2 Others; mobile only — the desktop 问答 is its main-screen tab). */
export const ASK_ROUTES: AreaRoutes = {
  modules: {},
  mobile: [
    { path: '/ask/add', element: <AskPage topic="add" /> },
    { path: '/ask/info', element: <AskPage topic="info" /> },
    { path: '/ask/myquestion', element: <AskPage topic="myquestion" /> },
  ],
  desktop: [],
};
