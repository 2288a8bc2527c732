// jbzy/info = how a character is formed: radical, structure, strokes, formation type where the
// data gives one, its radical + component split where the stroke data shows it (the component
// called the sound part only when the data says 形声 and the readings agree), and its ancient
// forms where they exist. Nothing is filled in that the data does not hold.
import { CODE, MESSAGE, MODULE_IDS } from '@yuwen/protocol';
import { Link } from 'react-router';
import { useCharacter } from '../../../../components/dictionary-overlay/character.api';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { CallError, failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useCharacterParts } from '../api/component.api';
import type { CharacterPageLinks } from './jbzy-detail-page';
import '../../shared/components/hzzy.css';
import './jbzy-info-page.css';

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const notFound = error instanceof CallError && 'code' in error.failure && error.failure.code === CODE.notFound;
  return (
    <PageMessage
      glyph={notFound ? '无' : '网'}
      title={notFound ? MESSAGE.characterNotFound : failureMessage(error)}
      testId="jbzy-info-error"
    >
      {!notFound && (
        <button type="button" className="yw-button" onClick={retry}>
          重新加载
        </button>
      )}
    </PageMessage>
  );
}

function Fact({ name, value }: { name: string; value: React.ReactNode }) {
  return (
    <div className="yw-jbzy-info__fact">
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function InfoBody({ char, links }: { char: string; links: CharacterPageLinks }) {
  const entry = useCharacter(char);
  const parts = useCharacterParts(char);
  if (entry.isPending || parts.isPending) return <PageLoading />;
  if (entry.isError) return <Failure error={entry.error} retry={() => void entry.refetch()} />;
  if (parts.isError) return <Failure error={parts.error} retry={() => void parts.refetch()} />;
  const e = entry.data;
  const p = parts.data;
  const soundPart = p.component !== '' && p.formation === '形声' && p.sounds_alike;
  const reading = e.pinyin.map((r) => r.unicode_tone).join(' ');
  return (
    <>
      <header className="yw-jbzy-info__hero">
        <span className="yw-jbzy-info__char yw-kai">{char}</span>
        <span className="yw-jbzy-info__reading">{reading}</span>
        <Link className="yw-button yw-button--soft" to={links.detailTo(char)}>
          字详情与写字
        </Link>
      </header>

      <section className="yw-hzzy-section">
        <h2 className="yw-section-title">字形</h2>
        <dl className="yw-jbzy-info__facts" data-testid="jbzy-info-facts">
          <Fact name="部首" value={<span className="yw-kai">{p.radical || '资料未收'}</span>} />
          <Fact name="结构" value={p.structure || '资料未收'} />
          <Fact name="笔画" value={p.stroke_count > 0 ? `${p.stroke_count} 画` : '资料未收'} />
          <Fact name="造字法" value={p.formation ? `${p.formation}字` : '资料未注明'} />
        </dl>
      </section>

      <section className="yw-hzzy-section" data-testid="jbzy-info-parts">
        <h2 className="yw-section-title">部件</h2>
        {p.component ? (
          <>
            <p className="yw-jbzy-info__sum yw-kai">
              <span className="yw-jbzy-info__part is-meaning">{p.radical}</span>
              <span aria-hidden="true">＋</span>
              <span className={`yw-jbzy-info__part${soundPart ? ' is-sound' : ''}`}>{p.component}</span>
              <span aria-hidden="true">＝</span>
              <span>{char}</span>
            </p>
            {soundPart ? (
              <p className="yw-hzzy-note">
                形声字：部首「{p.radical}」表示意思（形旁），「{p.component}」（{p.component_reading}
                ）表示读音（声旁）。
              </p>
            ) : (
              <p className="yw-hzzy-note">
                「{char}」由部首「{p.radical}」和「{p.component}」组成
                {p.formation === '形声' ? `；「${p.component}」和它的读音不同，资料没有说明哪部分表音。` : '。'}
              </p>
            )}
            {p.relatives.length > 0 && (
              <>
                <h3 className="yw-jbzy-info__sub">也用「{p.component}」组成的字</h3>
                <ul className="yw-jbzy-info__relatives">
                  {p.relatives.map((r) => (
                    <li key={r}>
                      <Link className="yw-zyzd-chip yw-kai" to={links.infoTo(r)}>
                        {r}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link className="yw-button" to={links.zjjzyTo(p.component)}>
                  用「{p.component}」组字
                </Link>
              </>
            )}
          </>
        ) : (
          <p className="yw-hzzy-note">这个字不能从笔画数据中拆成部首加另一个整字，所以这里不列部件。</p>
        )}
      </section>

      <section className="yw-hzzy-section">
        <h2 className="yw-section-title">字源（古文字）</h2>
        {e.character_origin_img ? (
          <img
            className="yw-jbzy-info__origin"
            src={e.character_origin_img}
            alt={`${char}的古文字字形`}
            data-testid="jbzy-info-origin"
          />
        ) : (
          <p className="yw-hzzy-note">我们的资料里还没有「{char}」的甲骨文、金文或小篆字形。</p>
        )}
      </section>
    </>
  );
}

/** 字形与字源 of the character of ?char=. */
export function JbzyInfoPage({ char, links }: { char: string | undefined; links: CharacterPageLinks }) {
  useLearningRecord(MODULE_IDS.hzzy_jbzy);
  return (
    <>
      <TitleBar title={char ? `「${char}」的字形与字源` : '字形与字源'} back />
      <main className="yw-page yw-hzzy yw-jbzy-info" data-testid="jbzy-info-page" data-char={char ?? ''}>
        {char ? (
          <InfoBody key={char} char={char} links={links} />
        ) : (
          <PageMessage glyph="字" title="没有指定要看的字" testId="jbzy-info-empty" />
        )}
      </main>
    </>
  );
}
