// wymp = 名人名篇: the authors of our collections; one author's biography, dynasty and works.
import { useState } from 'react';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { lifeYears } from '../../../components/poem-study/life-years';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { usePoet, usePoets } from '../api/poets.api';
import { filterPoets } from '../poet-filter';
import '../wymp.css';

/** Where the pages link to; the app's route tables decide. */
export interface WympLinks {
  poetTo: (name: string, dynasty: string) => string;
  poemTo: (id: number) => string;
}

function PoetList({ poetTo }: Pick<WympLinks, 'poetTo'>) {
  const poets = usePoets();
  const [text, setText] = useState('');
  if (poets.isPending) return <PageLoading />;
  if (poets.isError) return <PageFailure error={poets.error} onRetry={poets.refetch} />;
  if (poets.data.length === 0) return <PageMessage glyph="人" title="还没有导入诗文，请先运行内容导入" />;
  const shown = filterPoets(poets.data, text);
  return (
    <>
      <input
        type="search"
        className="yw-wymp-search"
        placeholder="输入作者名或朝代，如：李白、宋"
        aria-label="查找作者"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="wymp-search"
      />
      <p className="yw-wymp-count">共 {shown.length} 位作者</p>
      {shown.length === 0 ? (
        <PageMessage glyph="人" title="没有找到这位作者" />
      ) : (
        <ul className="yw-wymp-poets" data-testid="wymp-poets">
          {shown.map((poet) => (
            <li key={`${poet.dynasty}·${poet.name}`}>
              <Link className="yw-wymp-poet" to={poetTo(poet.name, poet.dynasty)} data-testid="wymp-poet">
                <span className="yw-wymp-poet__name yw-kai">{poet.name}</span>
                <span className="yw-wymp-poet__meta">
                  {poet.dynasty || '朝代不详'} · {poet.works} 篇
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PoetInfo({ name, dynasty, poemTo }: { name: string; dynasty: string; poemTo: WympLinks['poemTo'] }) {
  const poet = usePoet(name, dynasty);
  if (poet.isPending) return <PageLoading />;
  if (poet.isError) return <PageFailure error={poet.error} onRetry={poet.refetch} />;
  const { bio, biography, works } = poet.data;
  const years = bio ? lifeYears(bio.born, bio.died) : '';
  return (
    <article className="yw-wymp-info" data-testid="wymp-poet-info">
      <header className="yw-wymp-info__head">
        <h2 className="yw-wymp-info__name yw-kai">{poet.data.name}</h2>
        <span className="yw-wymp-info__dynasty">{poet.data.dynasty || '朝代不详'}</span>
      </header>
      {bio && (
        <section className="yw-wymp-bio" data-testid="wymp-bio">
          <h3 className="yw-section-title">生平</h3>
          {years && (
            <p className="yw-wymp-bio__years" data-testid="wymp-years">
              {years}
            </p>
          )}
          <p>{bio.text}</p>
        </section>
      )}
      {biography && (
        // The classical biography of the imported data, for grown-ups: folded below ours.
        <details className="yw-wymp-classical" data-testid="wymp-biography" open={!bio}>
          <summary>原文小传</summary>
          <p>{biography}</p>
        </details>
      )}
      <h3 className="yw-section-title">作品（{works.length} 篇）</h3>
      <ul className="yw-wymp-works" data-testid="wymp-works">
        {works.map((work) => (
          <li key={work.id}>
            <Link className="yw-wymp-work" to={poemTo(work.id)} data-testid="wymp-work">
              <span className="yw-wymp-work__title yw-kai">{work.title}</span>
              <span className="yw-wymp-work__from">《{work.collection_name}》</span>
              <span className="yw-wymp-work__first yw-kai">{work.first_line}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * /wymp/{name}/{moduleId} (desktop /wymp): the authors; with ?author=…&dynasty=… one author.
 * `title` is the module's name from the path.
 */
export function PoetsPage({
  title,
  moduleId,
  author,
  dynasty,
  poetTo,
  poemTo,
}: WympLinks & { title?: string; moduleId?: number; author?: string; dynasty: string }) {
  useLearningRecord(moduleId);
  return (
    <>
      <TitleBar title={author ?? title ?? '名人名篇'} back />
      <main className="yw-page yw-wymp" data-testid="wymp-page">
        {author === undefined ? (
          <PoetList poetTo={poetTo} />
        ) : (
          <PoetInfo key={`${dynasty}·${author}`} name={author} dynasty={dynasty} poemTo={poemTo} />
        )}
      </main>
    </>
  );
}
