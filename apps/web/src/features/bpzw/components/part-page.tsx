import { type BpzwCategory, type BpzwEntry, GRADE_BAND_NAMES } from '@yuwen/protocol';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useBpzwHome, useCategoryEntries } from '../api/bpzw.api';
import type { BpzwLinks, BpzwPart } from '../bpzw-links';
import { childrenOf } from '../bpzw-view';
import { PartCard } from './area-page';

/** 素材 as cards: the word or line and its note; one with an idiom or a poem opens that page. */
function Materials({ entries, links }: { entries: readonly BpzwEntry[]; links: BpzwLinks }) {
  return (
    <ul className="yw-bpzw-materials yw-bpzw-materials--wide" data-testid="bpzw-materials">
      {entries.map((entry) => {
        const body = (
          <>
            <span className="yw-bpzw-material__title yw-kai">{entry.title}</span>
            {entry.note.split('\n').map((line) => (
              <span key={line} className="yw-bpzw-material__note">
                {line}
              </span>
            ))}
          </>
        );
        const to = entry.poem_id ? links.poem(entry.poem_id) : entry.idiom ? links.idiom(entry.idiom) : undefined;
        return (
          <li key={entry.title}>
            {to ? (
              <Link className="yw-bpzw-material yw-bpzw-material--link" to={to} data-testid="bpzw-material">
                {body}
              </Link>
            ) : (
              <span className="yw-bpzw-material" data-testid="bpzw-material">
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 写作素材: one theme at a time (春天, 明月, 友情 …), chosen from a row of buttons. */
function ThemedMaterials({ themes, links }: { themes: readonly BpzwCategory[]; links: BpzwLinks }) {
  const [at, setAt] = useState(0);
  const theme = themes[at] ?? themes[0];
  if (!theme) return null;
  return (
    <>
      <fieldset className="yw-bpzw-themes">
        <legend className="yw-visually-hidden">选一个主题</legend>
        {themes.map((t, i) => (
          <button
            key={t.id}
            type="button"
            className="yw-bpzw-theme"
            aria-pressed={i === at}
            onClick={() => setAt(i)}
            data-testid="bpzw-theme"
          >
            {t.name}
          </button>
        ))}
      </fieldset>
      <section className="yw-bpzw-section" data-testid="bpzw-theme-page">
        <h2 className="yw-section-title">{theme.name}</h2>
        <Entries key={theme.id} category={theme} links={links} />
      </section>
    </>
  );
}

/** A category's guides as links, or its 素材 (a word or a line, and its note). */
function Entries({ category, links }: { category: BpzwCategory; links: BpzwLinks }) {
  const answer = useCategoryEntries(category.id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const entries = answer.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) return <p className="yw-bpzw-lead">这里的内容还在准备中。</p>;
  if (category.kind === 'materials') {
    const words = entries.filter((e) => !e.poem_id);
    const lines = entries.filter((e) => e.poem_id);
    // A theme holds both: its 好词 (idioms) and its 好句 (poem lines), each opening its own page.
    if (words.length === 0 || lines.length === 0) return <Materials entries={entries} links={links} />;
    return (
      <>
        <h3 className="yw-bpzw-subtitle">好词</h3>
        <Materials entries={words} links={links} />
        <h3 className="yw-bpzw-subtitle">好句</h3>
        <Materials entries={lines} links={links} />
      </>
    );
  }
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
      ) : part === 'xzsc' && children.length > 0 ? (
        <ThemedMaterials themes={children} links={links} />
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
