import { type BpzwCategory, GRADE_BAND_NAMES } from '@yuwen/protocol';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useBpzwHome, useCategoryEntries } from '../api/bpzw.api';
import type { BpzwLinks, BpzwPart } from '../bpzw-links';
import { childrenOf } from '../bpzw-view';
import { PartCard } from './area-page';

/** A category's guides as links, or its 素材 (a word or a line, and its note). */
function Entries({ category, links }: { category: BpzwCategory; links: BpzwLinks }) {
  const answer = useCategoryEntries(category.id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const entries = answer.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) return <p className="yw-bpzw-lead">这里的内容还在准备中。</p>;
  if (category.kind === 'materials')
    return (
      <ul className="yw-bpzw-materials" data-testid="bpzw-materials">
        {entries.map((entry) => (
          <li key={entry.title} className="yw-bpzw-material">
            <span className="yw-bpzw-material__title yw-kai">{entry.title}</span>
            {entry.note.split('\n').map((line) => (
              <span key={line} className="yw-bpzw-material__note">
                {line}
              </span>
            ))}
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="yw-bpzw-guides">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link className="yw-bpzw-guide-link" to={links.guide(entry.id)} data-testid="bpzw-guide-link">
            <span className="yw-bpzw-guide-link__title">
              {entry.title}
              {entry.band > 0 && <span className="yw-bpzw-band">{GRADE_BAND_NAMES[entry.band]}</span>}
            </span>
            <span className="yw-bpzw-guide-link__note">{entry.note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A part: 作文能力提升's four children as cards; any other part its sub-categories' guides, or its own. */
export function PartPage({ part, links }: { part: BpzwPart; links: BpzwLinks }) {
  const answer = useBpzwHome();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { categories } = answer.data;
  const category = categories.find((c) => c.key === part);
  if (!category) return <PageMessage glyph="文" title="这部分还在准备中" testId="bpzw-part-missing" />;
  const children = childrenOf(categories, category.id);
  return (
    <div className="yw-bpzw-part" data-testid="bpzw-part-page" data-part={part}>
      <h1 className="yw-bpzw-page-title yw-kai">{category.name}</h1>
      {part === 'zwnltp' ? (
        <ul className="yw-bpzw-cards">
          {children.map((child) => (
            <PartCard key={child.id} category={child} links={links} />
          ))}
        </ul>
      ) : children.length > 0 ? (
        children.map((child) => (
          <section key={child.id} className="yw-bpzw-section">
            <h2 className="yw-section-title">{child.name}</h2>
            <Entries category={child} links={links} />
          </section>
        ))
      ) : (
        <Entries category={category} links={links} />
      )}
    </div>
  );
}
