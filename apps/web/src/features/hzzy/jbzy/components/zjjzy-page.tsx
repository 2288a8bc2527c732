// jbzy/zjjzy = 组字: pick a component, then a radical, and see the character they build with its
// reading and basic meaning. The pairs come from the stroke data (see the note on the page).
import { type ComponentBuild, MODULE_IDS } from '@yuwen/protocol';
import { useState } from 'react';
import { Link } from 'react-router';
import { parseBasicParaphrase } from '../../../../components/dictionary-overlay/paraphrase';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useComponentBuilds, useComponents } from '../api/component.api';
import type { CharacterPageLinks } from './jbzy-detail-page';
import '../../shared/components/hzzy.css';
import './jbzy-info-page.css';
import './zjjzy-page.css';

/** The first sense of the pupil dictionary's 基本释义, '' when not written. */
function firstSense(paraphrase: string): string {
  return parseBasicParaphrase(paraphrase)[0]?.lines[0]?.text ?? '';
}

function Retry({ error, retry, testId }: { error: unknown; retry: () => void; testId: string }) {
  return (
    <PageMessage glyph="网" title={failureMessage(error)} testId={testId}>
      <button type="button" className="yw-button" onClick={retry}>
        重新加载
      </button>
    </PageMessage>
  );
}

/** The component list: the most productive first. */
function ComponentPicker({ current, links }: { current: string | undefined; links: CharacterPageLinks }) {
  const found = useComponents();
  if (found.isPending) return <PageLoading />;
  if (found.isError) return <Retry error={found.error} retry={() => void found.refetch()} testId="zjjzy-error" />;
  const { components } = found.data;
  if (components.length === 0) return <PageMessage glyph="空" title="还没有可以组字的部件" testId="zjjzy-empty" />;
  return (
    <section className="yw-hzzy-section" data-testid="zjjzy-components">
      <h2 className="yw-section-title">选一个部件</h2>
      <ul className="yw-zyzd-chips">
        {components.map((c) => (
          <li key={c.component}>
            <Link
              className={`yw-zyzd-chip${c.component === current ? ' is-current' : ''}`}
              to={links.zjjzyTo(c.component)}
              replace
              data-key={c.component}
              aria-current={c.component === current ? 'true' : undefined}
            >
              <span className="yw-zyzd-chip__text yw-kai">{c.component}</span>
              <span className="yw-zyzd-chip__count">{c.common}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BuiltCard({
  build,
  component,
  links,
}: {
  build: ComponentBuild;
  component: string;
  links: CharacterPageLinks;
}) {
  const meaning = firstSense(build.basic_paraphrase);
  return (
    <div className="yw-zjjzy-card" data-testid="zjjzy-built" data-char={build.char} role="status" aria-live="polite">
      <p className="yw-zjjzy-card__sum yw-kai">
        <span className="yw-jbzy-info__part is-meaning">{build.radical}</span>
        <span aria-hidden="true">＋</span>
        <span className={`yw-jbzy-info__part${build.sounds_alike ? ' is-sound' : ''}`}>{component}</span>
        <span aria-hidden="true">＝</span>
        <span className="yw-zjjzy-card__char">{build.char}</span>
      </p>
      <p className="yw-zjjzy-card__reading">{build.readings.join(' ')}</p>
      <p className="yw-zjjzy-card__meaning">{meaning || '这个字的基本释义还没有编写，可以打开字详情看常用词语。'}</p>
      {build.sounds_alike && (
        <p className="yw-hzzy-note">
          「{component}」和「{build.char}」读音相近，它提示读音。
        </p>
      )}
      <Link className="yw-button yw-button--soft" to={links.detailTo(build.char)}>
        看「{build.char}」的详情
      </Link>
    </div>
  );
}

/** One component in the middle, the radicals it takes around it; tapping a radical builds. */
function Builder({ component, links }: { component: string; links: CharacterPageLinks }) {
  const found = useComponentBuilds(component);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (found.isPending) return <PageLoading />;
  if (found.isError)
    return <Retry error={found.error} retry={() => void found.refetch()} testId="zjjzy-builds-error" />;
  const { builds, reading } = found.data;
  const built = builds.find((b) => b.char === picked);
  return (
    <section className="yw-hzzy-section" data-testid="zjjzy-builder" data-component={component}>
      <h2 className="yw-section-title">
        「{component}」{reading && `（${reading}）`}能和这些部首组成字
      </h2>
      <div className="yw-zjjzy-board">
        <span className="yw-zjjzy-board__component yw-kai">{component}</span>
        <ul className="yw-zjjzy-board__radicals" aria-label="部首">
          {builds.map((b) => (
            <li key={b.char}>
              <button
                type="button"
                className={`yw-zjjzy-radical yw-kai${b.char === picked ? ' is-current' : ''}${b.level === 1 ? '' : ' is-rare'}`}
                aria-pressed={b.char === picked}
                aria-label={`${component}加${b.radical}`}
                data-radical={b.radical}
                onClick={() => setPicked(b.char)}
              >
                {b.radical}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {built ? (
        <BuiltCard build={built} component={component} links={links} />
      ) : (
        <p className="yw-hzzy-note">点一个部首，和「{component}」拼成一个字。</p>
      )}
      <h3 className="yw-jbzy-info__sub">全部 {builds.length} 个字</h3>
      <ul className="yw-zjjzy-all">
        {builds.map((b) => (
          <li key={b.char}>
            <Link to={links.detailTo(b.char)} className="yw-zjjzy-all__item">
              <span className="yw-kai">{b.char}</span>
              <span>{b.readings[0]}</span>
              {b.level > 1 && <span className="yw-zjjzy-all__level">{b.level === 2 ? '次常用' : '少用'}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 组字 on the component of ?component= (none: the component list only). */
export function ZjjzyPage({ component, links }: { component: string | undefined; links: CharacterPageLinks }) {
  useLearningRecord(MODULE_IDS.hzzy_jbzy);
  return (
    <>
      <TitleBar title="组字" back />
      <main className="yw-page yw-hzzy yw-zjjzy" data-testid="zjjzy-page">
        <p className="yw-hzzy-note">
          一个部件加上不同的部首，就成了不同的字。这里的组合是从笔画数据里比对出来的：去掉部首的笔画，剩下的笔画和另一个字的形状一致，才算一组；所以只收「部首＋一个整字」这样的字。
        </p>
        {component && <Builder key={component} component={component} links={links} />}
        <ComponentPicker current={component} links={links} />
      </main>
    </>
  );
}
