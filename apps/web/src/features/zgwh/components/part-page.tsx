import type { CultureEntrySummary, ZgwhPart } from '@yuwen/protocol';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useZgwhPart } from '../api/part.api';
import type { ZgwhLinks } from '../zgwh-links';
import { yearsText } from '../zgwh-view';

/** An entry as a card: its name with pinyin, one line about it, and its picture where it has one. */
function EntryCard({ entry, to }: { entry: CultureEntrySummary; to: string }) {
  return (
    <li>
      <Link
        className={entry.picture ? 'yw-zgwh-entry yw-zgwh-entry--pictured' : 'yw-zgwh-entry'}
        to={to}
        data-testid="zgwh-entry"
        data-key={entry.key}
      >
        <span className="yw-zgwh-entry__pinyin">{entry.pinyin}</span>
        <span className="yw-zgwh-entry__title yw-kai">{entry.title}</span>
        <span className="yw-zgwh-entry__note">{entry.summary}</span>
        {/* The name is beside it: the drawing adds nothing a screen reader should say again. */}
        {entry.picture && (
          <img className="yw-zgwh-entry__picture" src={entry.picture} alt="" data-testid="zgwh-entry-picture" />
        )}
      </Link>
    </li>
  );
}

/** Dynasties (or people) with years as a line of time, oldest first. */
function Timeline({ entries, to }: { entries: readonly CultureEntrySummary[]; to: (key: string) => string }) {
  return (
    <ol className="yw-zgwh-timeline" data-testid="zgwh-timeline">
      {entries.map((entry) => (
        <li key={entry.key} className="yw-zgwh-timeline__item">
          <Link className="yw-zgwh-timeline__link" to={to(entry.key)} data-testid="zgwh-entry" data-key={entry.key}>
            <span className="yw-zgwh-timeline__years">{entry.years ? yearsText(entry.years) : ''}</span>
            <span className="yw-zgwh-timeline__title yw-kai">{entry.title}</span>
            <span className="yw-zgwh-timeline__note">{entry.summary}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** A part's page: each group with its entries (the dynasties as a timeline). */
export function PartPage({ part, links }: { part: ZgwhPart; links: ZgwhLinks }) {
  const answer = useZgwhPart(part);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { groups, name } = answer.data;
  const to = (key: string) => links.entry(part, key);
  return (
    <div className="yw-zgwh-part" data-testid="zgwh-part-page" data-part={part}>
      <h1 className="yw-zgwh-page-title yw-kai">{name}</h1>
      {groups.length === 0 && <PageMessage glyph="文" title="这里的内容还在准备中" />}
      {groups.map((group) => (
        <section key={group.id} className="yw-zgwh-group" data-testid="zgwh-group" aria-label={group.name}>
          <h2 className="yw-section-title">{group.name}</h2>
          {group.entries.every((entry) => entry.years) && group.entries.length > 1 ? (
            <Timeline entries={group.entries} to={to} />
          ) : (
            <ul className="yw-zgwh-entries">
              {group.entries.map((entry) => (
                <EntryCard key={entry.key} entry={entry} to={to(entry.key)} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
