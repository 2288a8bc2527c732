import { Link } from 'react-router';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useCharGroups, useZyqmChar } from '../api/zyqm.api';
import type { ZyqmLinks } from '../zyqm-links';

const GROUP_NAMES: Readonly<Record<string, string>> = {
  象形: '象形字：照着东西的样子画出来',
  指事: '指事字：用记号指出意思',
  会意: '会意字：几个字合起来表示意思',
  形声: '形声字：一半表示意思，一半表示读音',
  '': '更多有古老样子的字',
};

/**
 * 趣味识字: the characters with ancient forms by formation. Our character table marks only some
 * formations, so a group with no characters is left out rather than shown empty. Hundreds of tiles:
 * their pictures load as they scroll into view. Characters whose story we wrote come first in their
 * group (the server's order) with a 有故事 ribbon.
 */
export function CharGroupsPage({ links }: { links: ZyqmLinks }) {
  const answer = useCharGroups();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const groups = answer.data.groups.filter((group) => group.chars.length > 0);
  if (groups.length === 0) return <PageMessage glyph="字" title="汉字的古老样子还在准备中" />;
  return (
    <div className="yw-zyqm-stack">
      <p className="yw-zyqm-intro">很久很久以前，汉字是画出来的。点一个字，看看它小时候的样子。</p>
      {groups.map((group) => (
        <section key={group.formation || 'none'} className="yw-zyqm-card" data-testid="zyqm-group">
          <h2 className="yw-zyqm-heading">{GROUP_NAMES[group.formation]}</h2>
          <ul className="yw-zyqm-tiles">
            {group.chars.map((tile) => (
              <li key={tile.id}>
                <Link
                  className={tile.has_story ? 'yw-zyqm-tile yw-zyqm-tile--story' : 'yw-zyqm-tile'}
                  to={links.char(tile.char)}
                  data-testid="zyqm-char-tile"
                  data-story={tile.has_story ? 'yes' : undefined}
                >
                  {tile.has_story && <span className="yw-zyqm-tile__badge">有故事</span>}
                  <img src={tile.picture} alt="" className="yw-zyqm-tile__old" loading="lazy" decoding="async" />
                  <span className="yw-zyqm-tile__char yw-kai">{tile.char}</span>
                  <span className="yw-zyqm-tile__pinyin">{tile.pinyin}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** hzwb (a character's story: how it was made, its ancient forms in order, our meanings) or szly/font (its scripts). */
export function CharPage({ char, font, links }: { char: string; font: boolean; links: ZyqmLinks }) {
  const answer = useZyqmChar(char);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const c = answer.data;
  const have = c.forms.filter((f) => f.picture !== '');
  const missing = c.forms.filter((f) => f.picture === '').map((f) => f.script);
  return (
    <div className="yw-zyqm-stack" data-testid="zyqm-char-page">
      <section className="yw-zyqm-card yw-zyqm-hero">
        <button
          type="button"
          className="yw-zyqm-hero__char yw-kai"
          aria-label={`查字典：${c.char}`}
          onClick={() => openDictionary(c.char)}
          data-testid="zyqm-char-big"
        >
          {c.char}
        </button>
        <p className="yw-zyqm-hero__pinyin">{c.pinyin}</p>
        <p className="yw-zyqm-note">
          {c.stroke_count} 画{c.formation ? ` · ${c.formation}字` : ''} · 点一点大字，打开字典
        </p>
      </section>
      {font ? (
        <section className="yw-zyqm-card">
          <h2 className="yw-zyqm-heading">它在不同字体里的样子</h2>
          <ul className="yw-zyqm-scripts">
            {c.forms.map((form) => (
              <li key={form.kind} className="yw-zyqm-script" data-testid="zyqm-script">
                {form.picture ? (
                  <img src={form.picture} alt={`${c.char}的${form.script}`} />
                ) : (
                  <span className="yw-zyqm-script__none">暂无</span>
                )}
                <span>{form.script}</span>
              </li>
            ))}
            <li className="yw-zyqm-script">
              <span className="yw-zyqm-script__kai yw-kai">{c.char}</span>
              <span>楷书</span>
            </li>
          </ul>
          {missing.length > 0 && (
            <p className="yw-zyqm-note" data-testid="zyqm-missing">
              这个字的{missing.join('、')}样子还没有找到，找到了就放上来。
            </p>
          )}
        </section>
      ) : (
        <>
          {c.story && (
            <section className="yw-zyqm-card yw-zyqm-char-story" data-testid="zyqm-char-story">
              <h2 className="yw-zyqm-heading">“{c.char}”字的故事</h2>
              <p className="yw-zyqm-char-story__text">
                <TappableText text={c.story} />
              </p>
              <p className="yw-zyqm-note">点一点故事里的字，打开字典</p>
            </section>
          )}
          <section className="yw-zyqm-card">
            <h2 className="yw-zyqm-heading">字的变化：从古到今</h2>
            <ol className="yw-zyqm-forms">
              {have.map((form) => (
                <li key={form.kind} className="yw-zyqm-script">
                  <img src={form.picture} alt={`${c.char}的${form.script}`} />
                  <span>{form.script}</span>
                </li>
              ))}
              <li className="yw-zyqm-script">
                <span className="yw-zyqm-script__kai yw-kai">{c.char}</span>
                <span>今天的字</span>
              </li>
            </ol>
            <Link className="yw-zyqm-more" to={links.font(c.char)} data-testid="zyqm-font-link">
              看看它在各种字体里的样子
            </Link>
          </section>
          <section className="yw-zyqm-card">
            <h2 className="yw-zyqm-heading">字的意思</h2>
            {c.meanings.length === 0 ? (
              <p className="yw-zyqm-note">这个字的解释还在编写中。</p>
            ) : (
              <ol className="yw-zyqm-meanings">
                {c.meanings.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function NoChar() {
  return <PageMessage glyph="字" title="请先选一个字" />;
}
