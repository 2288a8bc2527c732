// search = 搜索: the area's routes — the search page, and one result type's page.

import type { SearchType } from '@yuwen/protocol';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { type AreaRoutes, useArea } from '../area-routes';

const SearchPage = lazy(() => import('./components/search-page').then((m) => ({ default: m.SearchPage })));

function SearchRoute() {
  const { desktop, modules, linkToModule } = useArea();
  const { type } = useParams();
  // The desktop route table has /search only, so one type's page is /search?type=… there.
  const typeLink = (t: string, keyword: string) =>
    desktop
      ? `/search?${new URLSearchParams({ type: t, keyword })}`
      : `/search/${t}?${new URLSearchParams({ keyword })}`;
  // A word opens its page in 部编词语 and an idiom its page in 成语典故, where those areas have pages on this table.
  const areaTo = (key: string) => {
    const module = modules.find((m) => m.key === key);
    return module && linkToModule(module);
  };
  const bpcyTo = areaTo('bpcy');
  const jdmzTo = areaTo('jdmz');
  const pageTo = (resultType: SearchType, text: string) => {
    if (resultType === 'word') return bpcyTo && `${bpcyTo}?${new URLSearchParams({ word: text })}`;
    if (resultType === 'idiom') return jdmzTo && `${jdmzTo}?${new URLSearchParams({ idiom: text })}`;
    return undefined;
  };
  // A poem's author opens 名人名篇's author page (?author=&dynasty=), likewise.
  const wympTo = areaTo('wymp');
  const poetTo = (author: string, dynasty: string) => wympTo && `${wympTo}?${new URLSearchParams({ author, dynasty })}`;
  // Learning areas are found by name; only those with pages of their own.
  const areas = modules.flatMap((module) => {
    const to = linkToModule(module);
    return to ? [{ module, to }] : [];
  });
  return <SearchPage key={type ?? ''} type={type} typeLink={typeLink} pageTo={pageTo} poetTo={poetTo} areas={areas} />;
}

/** 搜索's routes (spec §2 Others: /search, /search/{type}; desktop /search). */
export const SEARCH_ROUTES: AreaRoutes = {
  modules: {},
  mobile: [
    { path: '/search', element: <SearchRoute /> },
    { path: '/search/:type', element: <SearchRoute /> },
  ],
  desktop: [{ path: '/search', element: <SearchRoute /> }],
};
