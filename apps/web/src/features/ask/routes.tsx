// ask = 问答: the area's routes — ask a question, a question, my questions (and answering, for teachers).
import { lazy } from 'react';
import type { AreaRoutes } from '../area-routes';

const AskAddPage = lazy(() => import('./components/ask-pages').then((m) => ({ default: m.AskAddPage })));
const QuestionPage = lazy(() => import('./components/ask-pages').then((m) => ({ default: m.QuestionPage })));
const MyQuestionsPage = lazy(() => import('./components/ask-pages').then((m) => ({ default: m.MyQuestionsPage })));

/** What the app's 问答 tab shows: on phones the extras under its two buttons, on desktop the whole page. */
export const AskTabExtras = lazy(() => import('./components/ask-pages').then((m) => ({ default: m.AskTabExtras })));
export const AskDesktop = lazy(() => import('./components/ask-desktop').then((m) => ({ default: m.AskDesktop })));

/** 问答's routes (spec §2 Others; the desktop 问答 is its main-screen tab, `/index/ask`). */
export const ASK_ROUTES: AreaRoutes = {
  modules: {},
  mobile: [
    { path: '/ask/add', element: <AskAddPage /> },
    { path: '/ask/info', element: <QuestionPage /> },
    { path: '/ask/myquestion', element: <MyQuestionsPage /> },
  ],
  desktop: [],
};
