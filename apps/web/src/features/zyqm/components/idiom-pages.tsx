import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { RubyRow } from '../../../components/ruby-row/ruby-row';
import { useEasyIdioms, useIdiomStory } from '../api/zyqm.api';
import type { ZyqmLinks } from '../zyqm-links';

/** 成语学堂: the easiest of our idiom stories. */
export function IdiomListPage({ links }: { links: ZyqmLinks }) {
  const answer = useEasyIdioms();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  if (answer.data.list.length === 0) return <PageMessage glyph="成" title="成语故事还在准备中" />;
  return (
    <ul className="yw-zyqm-list">
      {answer.data.list.map((item) => (
        <li key={item.idiom}>
          <Link className="yw-zyqm-row" to={links.idiom(item.idiom)} data-testid="zyqm-idiom">
            <span className="yw-zyqm-row__pinyin">{item.pinyin}</span>
            <span className="yw-zyqm-row__title yw-kai">{item.idiom}</span>
            <span className="yw-zyqm-row__note">{item.meaning}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One idiom with its story, as 成语典故 tells it (its own call), and the way to that page. */
export function IdiomPage({ idiom, links }: { idiom: string; links: ZyqmLinks }) {
  const answer = useIdiomStory(idiom);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const d = answer.data;
  return (
    <div className="yw-zyqm-stack" data-testid="zyqm-idiom-page">
      <section className="yw-zyqm-card yw-zyqm-hero">
        <RubyRow text={d.idiom} pinyin={d.pinyin} label={`成语「${d.idiom}」里的字`} size="sm" onCard />
        <p className="yw-zyqm-hero__meaning">{d.meaning}</p>
      </section>
      {d.story && (
        <section className="yw-zyqm-card">
          <h2 className="yw-zyqm-heading">成语故事</h2>
          {d.story.split('\n').map((p) => (
            <p key={p} className="yw-zyqm-para">
              {p}
            </p>
          ))}
        </section>
      )}
      {d.example && (
        <section className="yw-zyqm-card">
          <h2 className="yw-zyqm-heading">用一用</h2>
          <p className="yw-zyqm-para">{d.example}</p>
        </section>
      )}
      <Link className="yw-zyqm-more" to={links.jdmzIdiom(d.idiom)}>
        去成语典故看原文和出处
      </Link>
    </div>
  );
}
