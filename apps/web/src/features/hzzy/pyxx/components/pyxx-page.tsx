// pyxx = 拼音学习: initials, finals, whole syllables, tones, the syllable chart, tone and spelling practice,
// each sound played from its real recording (gaps marked 暂无录音, never faked), and pinyin of any typed text.
import { MODULE_IDS, type PinyinAnswer, type SoundItem, type SyllableTone } from '@yuwen/protocol';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { openDictionary } from '../../../../components/dictionary-overlay/dictionary-overlay-store';
import { SpeakerIcon } from '../../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { usePinyinPlayer } from '../../shared/components/pinyin-player';
import { usePinyinInventory } from '../api/pinyin.api';
import { SpellingPractice } from './spelling-practice';
import { TextPinyin } from './text-pinyin';
import { TonePractice } from './tone-practice';
import '../../shared/components/hzzy.css';

const TABS = [
  { key: 'initials', title: '声母' },
  { key: 'finals', title: '韵母' },
  { key: 'whole', title: '整体认读' },
  { key: 'tones', title: '声调' },
  { key: 'chart', title: '音节表' },
  { key: 'practice', title: '听音辨调' },
  { key: 'spelling', title: '拼一拼' },
  { key: 'text', title: '文字注音' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

type Play = (url: string) => void;

/** One playable tone: its spelling, and a speaker when a real recording exists. */
function ToneChip({ tone, play, playing }: { tone: SyllableTone; play: Play; playing: string }) {
  if (tone.audio === '') {
    return (
      <span className="yw-pyxx-chip is-silent" title="暂无录音">
        {tone.mark}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`yw-pyxx-chip${playing === tone.audio ? ' is-playing' : ''}`}
      aria-label={`播放 ${tone.mark}`}
      data-testid="tone-chip"
      onClick={() => play(tone.audio)}
    >
      {tone.mark}
    </button>
  );
}

/** A letter group as taught, its tones, and which syllable's recording sounds it. */
function SoundCard({ item, play, playing }: { item: SoundItem; play: Play; playing: string }) {
  const silent = item.tones.every((t) => t.audio === '');
  return (
    <li className="yw-pyxx-card" data-testid="sound-card" data-label={item.label}>
      <span className="yw-pyxx-card__label">{item.label}</span>
      <span className="yw-pyxx-card__tones">
        {item.tones.map((tone) => (
          <ToneChip key={tone.tone} tone={tone} play={play} playing={playing} />
        ))}
      </span>
      {silent ? (
        <span className="yw-pyxx-card__note is-gap">暂无录音</span>
      ) : (
        // A final read through another syllable says which (i → yī); an initial's chip is its reading.
        item.tones.length > 1 &&
        item.syllable !== item.label && <span className="yw-pyxx-card__note">读作 {item.reading}</span>
      )}
    </li>
  );
}

function SoundSection({
  title,
  items,
  play,
  playing,
}: {
  title: string;
  items: readonly SoundItem[];
  play: Play;
  playing: string;
}) {
  return (
    <section className="yw-hzzy-section">
      <h2 className="yw-section-title">{title}</h2>
      <ul className="yw-pyxx-cards">
        {items.map((item) => (
          <SoundCard key={item.label} item={item} play={play} playing={playing} />
        ))}
      </ul>
    </section>
  );
}

function ToneCards({ data, play, playing }: { data: PinyinAnswer; play: Play; playing: string }) {
  return (
    <section className="yw-hzzy-section">
      <h2 className="yw-section-title">四声和轻声</h2>
      <ul className="yw-pyxx-tones">
        {data.tones.map((item) => {
          const tone = item.tones[0];
          if (!tone) return null;
          return (
            <li key={item.name} className="yw-pyxx-tone" data-testid="tone-card">
              <button
                type="button"
                className={`yw-pyxx-tone__play${playing === tone.audio && tone.audio ? ' is-playing' : ''}`}
                disabled={tone.audio === ''}
                aria-label={`播放 ${item.name} ${tone.mark}`}
                onClick={() => play(tone.audio)}
              >
                <span className="yw-pyxx-tone__mark">{tone.mark}</span>
                {tone.audio === '' ? <span className="is-gap">暂无录音</span> : <SpeakerIcon />}
              </button>
              <span className="yw-pyxx-tone__name">{item.name}</span>
              {tone.example && (
                <button
                  type="button"
                  className="yw-pyxx-tone__example yw-kai"
                  aria-label={`查看「${tone.example}」`}
                  onClick={() => openDictionary(tone.example)}
                >
                  {tone.example}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="yw-hzzy-note">轻声读得又短又轻，不标调号。</p>
    </section>
  );
}

/** The chart of every syllable (initial × final); a cell plays its first recorded tone and shows all its tones. */
function SyllableChart({ data, play, playing }: { data: PinyinAnswer; play: Play; playing: string }) {
  const [picked, setPicked] = useState<{ syllable: string; tones: SyllableTone[] } | null>(null);
  const { finals, rows } = data.chart;
  const pick = (cell: { syllable: string; tones: SyllableTone[] }) => {
    setPicked(cell);
    const first = cell.tones.find((t) => t.audio !== '');
    if (first) play(first.audio);
  };
  return (
    <section className="yw-hzzy-section">
      <div className="yw-pyxx-picked" aria-live="polite" data-testid="chart-picked">
        {picked ? (
          <>
            <span className="yw-pyxx-picked__syllable">{picked.syllable}</span>
            {picked.tones.map((tone) => (
              <span key={tone.tone} className="yw-pyxx-picked__tone">
                <ToneChip tone={tone} play={play} playing={playing} />
                {tone.example && (
                  <button
                    type="button"
                    className="yw-pyxx-picked__example yw-kai"
                    aria-label={`查看「${tone.example}」`}
                    onClick={() => openDictionary(tone.example)}
                  >
                    {tone.example}
                  </button>
                )}
              </span>
            ))}
          </>
        ) : (
          <span className="yw-hzzy-note">点音节听读音；灰色的音节暂无录音。</span>
        )}
      </div>
      <div className="yw-pyxx-chart" data-testid="syllable-chart">
        <table>
          <thead>
            <tr>
              <th scope="col">声母＼韵母</th>
              {finals.map((final) => (
                <th key={final} scope="col">
                  {final}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const byFinal = new Map(row.cells.map((cell) => [cell.final, cell]));
              return (
                <tr key={row.initial || 'none'}>
                  <th scope="row">{row.initial || '零声母'}</th>
                  {finals.map((final) => {
                    const cell = byFinal.get(final);
                    if (!cell) return <td key={final} />;
                    const recorded = cell.tones.some((t) => t.audio !== '');
                    return (
                      <td key={final}>
                        <button
                          type="button"
                          className={`yw-pyxx-cell${recorded ? '' : ' is-silent'}`}
                          data-testid="chart-cell"
                          data-syllable={cell.syllable}
                          title={recorded ? undefined : '暂无录音'}
                          onClick={() => pick(cell)}
                        >
                          {cell.syllable}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {data.chart.others.length > 0 && (
        <p className="yw-hzzy-note">
          表外读音：
          {data.chart.others.map((cell) => (
            <button key={cell.syllable} type="button" className="yw-pyxx-other" onClick={() => pick(cell)}>
              {cell.syllable}
            </button>
          ))}
        </p>
      )}
      <p className="yw-hzzy-note" data-testid="recording-gaps">
        共有 {data.recorded} 个带调音节的真人录音。以下 {data.unrecorded.length} 个读音暂无录音：
        {data.unrecorded.join('、')}。
      </p>
    </section>
  );
}

/** 拼音学习: everything a pupil learns of pinyin, with the real recordings. */
export function PyxxPage() {
  const inventory = usePinyinInventory();
  const { audioRef, play, playing, stopped } = usePinyinPlayer();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'initials';
  useLearningRecord(MODULE_IDS.hzzy_pyxx);

  const choose = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  let body: React.ReactNode;
  if (inventory.isPending) body = <PageLoading />;
  else if (inventory.isError)
    body = (
      <PageMessage glyph="网" title={failureMessage(inventory.error)} testId="pyxx-error">
        <button type="button" className="yw-button" onClick={() => void inventory.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  else {
    const data = inventory.data;
    body = (
      <>
        {tab === 'initials' && (
          <SoundSection title="声母（按呼读音朗读）" items={data.initials} play={play} playing={playing} />
        )}
        {tab === 'finals' && (
          <>
            <SoundSection title="单韵母" items={data.simple_finals} play={play} playing={playing} />
            <SoundSection title="复韵母" items={data.compound_finals} play={play} playing={playing} />
            <SoundSection title="鼻韵母" items={data.nasal_finals} play={play} playing={playing} />
            <p className="yw-hzzy-note">
              韵母单独读时，用同音音节的录音：i 读作 yī，ui 读作 wēi，in 读作 yīn……ong 不单独成音节，没有读音。
            </p>
          </>
        )}
        {tab === 'whole' && (
          <SoundSection title="整体认读音节" items={data.whole_syllables} play={play} playing={playing} />
        )}
        {tab === 'tones' && <ToneCards data={data} play={play} playing={playing} />}
        {tab === 'chart' && <SyllableChart data={data} play={play} playing={playing} />}
        {tab === 'practice' && <TonePractice data={data} play={play} />}
        {tab === 'spelling' && <SpellingPractice data={data} play={play} />}
        {tab === 'text' && <TextPinyin play={play} playing={playing} />}
      </>
    );
  }

  return (
    <>
      <TitleBar title="拼音学习" back />
      <main className="yw-page yw-hzzy" data-testid="pyxx-page">
        <nav className="yw-hzzy-tabs" aria-label="拼音学习的栏目">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              className={`yw-hzzy-tabs__tab${t.key === tab ? ' is-current' : ''}`}
              aria-pressed={t.key === tab}
              onClick={() => choose(t.key)}
            >
              {t.title}
            </button>
          ))}
        </nav>
        {body}
        {/* biome-ignore lint/a11y/useMediaCaption: single spoken syllables; the syllable is shown as text. */}
        <audio ref={audioRef} data-testid="pyxx-audio" preload="none" onEnded={stopped} onError={stopped} />
      </main>
    </>
  );
}
