// search = 搜索: finds learning areas and modules by name.
import { useState } from 'react';
import { AreaGrid, type AreaLink } from '../../../components/area-grid/area-grid';
import { SearchIcon } from '../../../components/icons/icons';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import './search-page.css';

/** The modules whose name contains the query (all of them for a blank query). */
export function filterAreas(areas: readonly AreaLink[], query: string): AreaLink[] {
  const q = query.trim();
  return q ? areas.filter((area) => area.module.name.includes(q)) : [...areas];
}

/** Search over every module of the tree, by name. */
export function SearchPage({ areas }: { areas: readonly AreaLink[] }) {
  const [query, setQuery] = useState('');
  const found = filterAreas(areas, query);
  return (
    <>
      <TitleBar title="搜索" back />
      <main className="yw-page" data-testid="search-page">
        <label className="yw-search__box">
          <SearchIcon className="yw-search__icon" />
          <input
            className="yw-search__input"
            type="search"
            placeholder="输入学习区名称，如：汉字"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label="搜索学习区"
          />
        </label>
        {found.length > 0 ? (
          <AreaGrid areas={found} testId="search-results" />
        ) : (
          <PageMessage glyph="寻" title={`没有找到「${query.trim()}」`} />
        )}
      </main>
    </>
  );
}
