import { lazy, Suspense } from 'react';
import { PageFallback } from '../../../components/page-state/page-state';
import type { JdmzLinks, JdmzPlace } from '../jdmz-links';
import { AreaPage } from './area-page';
import { CategoryPage } from './category-page';
import { IdiomPage } from './idiom-page';

// The games are their own chunks: most visits only read.
const ChainPage = lazy(() => import('./chain-page').then((m) => ({ default: m.ChainPage })));
const QuizPage = lazy(() => import('./quiz-page').then((m) => ({ default: m.QuizPage })));

/** The page an address names: an idiom, a game, a category, else the area's first page. */
export function JdmzView({ place, links }: { place: JdmzPlace; links: JdmzLinks }) {
  if (place.idiom) return <IdiomPage key={place.idiom} text={place.idiom} />;
  if (place.play)
    return <Suspense fallback={<PageFallback />}>{place.play === 'chain' ? <ChainPage /> : <QuizPage />}</Suspense>;
  if (place.categoryId) return <CategoryPage key={place.categoryId} categoryId={place.categoryId} links={links} />;
  return <AreaPage links={links} />;
}
