// bpcy = 部编词语: a lesson's words, a word's page, 听写, the word practices and the printable 字帖 / 听写纸 — all on the
// area's own path (/bpcy, /jdxa/bpcy/{moduleId}; desktop /bpcy), the page named by the query
// (bpcy-links.ts).
import { BPCY_MODULE_ID } from '@yuwen/protocol';
import { lazy, type ReactNode, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageMessage } from '../../components/page-state/page-state';
import { TitleBar } from '../../components/title-bar/title-bar';
import { useLearningRecord } from '../../lib/learning-record';
import { type AreaRoutes, useArea } from '../area-routes';
import { BpcyLinksContext, bpcyLinks, bpcyView, idParam, withQuery } from './bpcy-links';

// Every page is its own chunk.
const BpcyHomePage = lazy(() => import('./components/mobile-pages').then((m) => ({ default: m.BpcyHomePage })));
const LessonPage = lazy(() => import('./components/mobile-pages').then((m) => ({ default: m.LessonPage })));
const WordPage = lazy(() => import('./components/mobile-pages').then((m) => ({ default: m.WordPage })));
const DesktopBpcy = lazy(() => import('./components/desktop-bpcy').then((m) => ({ default: m.DesktopBpcy })));
const DictationPage = lazy(() => import('./components/dictation-page').then((m) => ({ default: m.DictationPage })));
const PrintPage = lazy(() => import('./components/print-page').then((m) => ({ default: m.PrintPage })));
const PracticePage = lazy(() => import('./components/practice-page').then((m) => ({ default: m.PracticePage })));

/** Every view of the area; one learning record for the visit, whichever views it passes through. */
function BpcyRoute() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const params = useParams();
  const { desktop, modules, linkToModule } = useArea();
  const moduleId = idParam(params.moduleId ?? null) ?? modules.find((m) => m.key === 'bpcy')?.id ?? BPCY_MODULE_ID;
  useLearningRecord(moduleId);
  // The characters a dictation missed wait in 汉字字源's 错字本 (the 复习 tab of 汉字测试).
  const hzcs = modules.find((m) => m.key === 'hzcs');
  const hzcsTo = hzcs && linkToModule(hzcs);
  const links = useMemo(() => bpcyLinks(pathname, hzcsTo && withQuery(hzcsTo, 'tab', 'review')), [pathname, hzcsTo]);
  const view = bpcyView(search);
  let page: ReactNode;
  if (view.kind === 'invalid')
    page = (
      <>
        <TitleBar title="部编词语" back />
        <PageMessage glyph="词" title={`没有找到${view.what}`} testId="bpcy-invalid" />
      </>
    );
  else if (view.kind === 'dictation') {
    const { kind: _, ...of } = view;
    page = <DictationPage key={JSON.stringify(of)} of={of} />;
  } else if (view.kind === 'print') page = <PrintPage sheet={view.sheet} lessonId={view.lessonId} />;
  else if (view.kind === 'practice')
    page = <PracticePage key={`${view.practice}-${view.lessonId}`} kind={view.practice} lessonId={view.lessonId} />;
  else if (desktop)
    page = (
      <DesktopBpcy
        lessonId={view.kind === 'lesson' || view.kind === 'word' ? view.lessonId : undefined}
        word={view.kind === 'word' ? view.word : undefined}
      />
    );
  else if (view.kind === 'lesson') page = <LessonPage key={view.lessonId} lessonId={view.lessonId} />;
  else if (view.kind === 'word') page = <WordPage key={view.word} word={view.word} />;
  else page = <BpcyHomePage />;
  return <BpcyLinksContext.Provider value={links}>{page}</BpcyLinksContext.Provider>;
}

/** 部编词语's routes (spec §2: /bpcy, /jdxa/bpcy/{moduleId}; desktop /bpcy). */
export const BPCY_ROUTES: AreaRoutes = {
  modules: { bpcy: { mobile: '/bpcy' } },
  mobile: [
    { path: '/bpcy', element: <BpcyRoute /> },
    { path: '/jdxa/bpcy/:moduleId', element: <BpcyRoute /> },
  ],
  desktop: [{ path: '/bpcy', element: <BpcyRoute /> }],
};
