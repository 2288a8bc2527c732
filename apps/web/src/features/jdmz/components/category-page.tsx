import { JDMZ_MODULE_ID, type JdmzCategory, type JdmzEntry } from '@yuwen/protocol';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAttachedMedia } from '../../../components/content-kit/api/attached-media.api';
import { MediaSlots } from '../../../components/content-kit/media-slot';
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useCategoryEntries } from '../api/category-content.api';
import { useJdmzHome } from '../api/jdmz-home.api';
import type { JdmzLinks } from '../jdmz-links';
import { childrenOf, emptyGroupText } from '../jdmz-view';
import { CategoryCard } from './area-page';

/** A 歇后语: the riddle first; a tap shows the answer. */
function RiddleCard({ entry }: { entry: JdmzEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="yw-jdmz-riddle" data-testid="jdmz-riddle">
      <span className="yw-jdmz-riddle__q yw-kai">{entry.title}</span>
      {open ? (
        <span className="yw-jdmz-riddle__a yw-kai" data-testid="jdmz-riddle-answer">
          —— {entry.note}
        </span>
      ) : (
        <button type="button" className="yw-button yw-button--soft" onClick={() => setOpen(true)}>
          猜一猜，看答案
        </button>
      )}
    </li>
  );
}

/** An idiom of a list: big, with its pinyin and a short meaning; it opens the idiom's page. */
function IdiomRow({ entry, to }: { entry: JdmzEntry; to: string }) {
  return (
    <li>
      <Link className="yw-jdmz-entry" to={to} data-testid="jdmz-entry" data-idiom={entry.title}>
        <span className="yw-jdmz-entry__pinyin">{entry.pinyin}</span>
        <span className="yw-jdmz-entry__idiom yw-kai">{entry.title}</span>
        {entry.note && <span className="yw-jdmz-entry__note">{entry.note}</span>}
      </Link>
    </li>
  );
}

function Entries({ category, links }: { category: JdmzCategory; links: JdmzLinks }) {
  const answer = useCategoryEntries(category.id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const entries = answer.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) return <PageMessage glyph="成" title="这里还没有内容哦" />;
  return (
    <>
      <ul className={category.kind === 'xiehouyu' ? 'yw-jdmz-riddles' : 'yw-jdmz-entries'}>
        {entries.map((entry) =>
          category.kind === 'xiehouyu' ? (
            <RiddleCard key={entry.title} entry={entry} />
          ) : (
            <IdiomRow key={entry.title} entry={entry} to={links.idiom(entry.title, category.id)} />
          ),
        )}
      </ul>
      <LoadMoreButton query={answer} />
    </>
  );
}

function Videos({ category }: { category: JdmzCategory }) {
  const answer = useAttachedMedia({ moduleId: JDMZ_MODULE_ID, categoryId: category.id }, 'video');
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  return <MediaSlots media={answer.data} emptyText="老师还没有放上成语视频，过几天再来看看吧" />;
}

/** A group with no idiom a pupil should know: says so, and offers its sister groups that have some. */
function EmptyGroup({
  category,
  categories,
  links,
}: {
  category: JdmzCategory;
  categories: readonly JdmzCategory[];
  links: JdmzLinks;
}) {
  const others = childrenOf(categories, category.pid).filter((c) => c.id !== category.id && c.count > 0);
  return (
    <PageMessage glyph="成" title="这一组还没有常用的成语" testId="jdmz-group-empty">
      <p>{emptyGroupText(category)}</p>
      {others.length > 0 && (
        <ul className="yw-jdmz-cards">
          {others.map((other) => (
            <CategoryCard key={other.id} category={other} categories={categories} links={links} />
          ))}
        </ul>
      )}
    </PageMessage>
  );
}

/** A category: its sub-categories as cards, its idioms or 歇后语 as a list, or its videos. */
export function CategoryPage({ categoryId, links }: { categoryId: number; links: JdmzLinks }) {
  const home = useJdmzHome();
  if (home.isPending) return <PageLoading />;
  if (home.isError) return <PageFailure error={home.error} onRetry={home.refetch} />;
  const { categories } = home.data;
  const category = categories.find((c) => c.id === categoryId);
  if (!category) return <PageMessage glyph="找" title="没有找到这个分类" />;
  const children = childrenOf(categories, category.id);
  return (
    <div className="yw-jdmz-category" data-testid="jdmz-category-page" data-kind={category.kind}>
      <h1 className="yw-jdmz-page-title yw-kai">{category.name}</h1>
      {category.kind === 'xiehouyu' && <p className="yw-jdmz-lead">先读前半句猜一猜，再点按钮看后半句。</p>}
      {children.length > 0 && (
        <ul className="yw-jdmz-cards">
          {children.map((child) => (
            <CategoryCard key={child.id} category={child} categories={categories} links={links} />
          ))}
        </ul>
      )}
      {category.kind === 'video' ? (
        <Videos category={category} />
      ) : category.kind === 'idioms' && category.count === 0 ? (
        <EmptyGroup category={category} categories={categories} links={links} />
      ) : (
        category.kind !== 'group' && <Entries category={category} links={links} />
      )}
    </div>
  );
}
