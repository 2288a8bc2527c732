// zyzd = 字源字典: find a character by its radical, its pinyin or its stroke count, then open it
// in the dictionary overlay.
import { type CharacterIndex, type CharacterTile, MODULE_IDS, toneless } from '@yuwen/protocol';
import { useSearchParams } from 'react-router';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useCharacterIndex } from '../../shared/api/character-index.api';
import { type CharacterFilter, useCharactersBy } from '../../shared/api/character-tiles.api';
import { TileList } from '../../shared/components/tile-list';
import '../../shared/components/hzzy.css';

const WAYS = [
  { key: 'radical', title: '部首' },
  { key: 'pinyin', title: '拼音' },
  { key: 'strokes', title: '笔画' },
] as const;
type Way = (typeof WAYS)[number]['key'];

/** A syllable as written: the index names ü as v. */
const written = (syllable: string) => syllable.replaceAll('v', 'ü');

/** The filter the address names (?by=radical&key=氵), if any. */
function filterOf(way: Way, key: string | null): CharacterFilter | undefined {
  if (!key) return undefined;
  if (way === 'radical') return { radical: key };
  if (way === 'pinyin') return /^[a-zv]{1,6}$/.test(key) ? { pinyin: key } : undefined;
  const strokes = Number(key);
  return Number.isInteger(strokes) && strokes > 0 ? { stroke_count: strokes } : undefined;
}

function filterTitle(filter: CharacterFilter): string {
  if ('radical' in filter) return `部首「${filter.radical}」`;
  if ('pinyin' in filter) return `拼音 ${written(filter.pinyin)}`;
  return `${filter.stroke_count} 画`;
}

function Chip({ text, count, onPick, testId }: { text: string; count: number; onPick: () => void; testId: string }) {
  return (
    <li>
      <button type="button" className="yw-zyzd-chip" data-testid={testId} data-key={text} onClick={onPick}>
        <span className="yw-zyzd-chip__text yw-kai">{text}</span>
        <span className="yw-zyzd-chip__count">{count}</span>
      </button>
    </li>
  );
}

/** The radical list grouped by the radical's strokes, as a 部首检字表. */
function RadicalList({ index, onPick }: { index: CharacterIndex; onPick: (key: string) => void }) {
  const groups = new Map<number, CharacterIndex['radicals']>();
  for (const r of index.radicals) groups.set(r.strokes, [...(groups.get(r.strokes) ?? []), r]);
  return (
    <section className="yw-hzzy-section" data-testid="radical-list">
      {[...groups].map(([strokes, radicals]) => (
        <div key={strokes} className="yw-zyzd-group">
          <h3 className="yw-zyzd-group__title">{strokes > 0 ? `${strokes} 画` : '笔画数未知'}</h3>
          <ul className="yw-zyzd-chips">
            {radicals.map((r) => (
              <Chip
                key={r.radical}
                text={r.radical}
                count={r.count}
                testId="radical-chip"
                onPick={() => onPick(r.radical)}
              />
            ))}
          </ul>
        </div>
      ))}
      {index.missing.radical > 0 && (
        <p className="yw-hzzy-note">另有 {index.missing.radical} 个字的部首数据暂缺，未列入部首检索。</p>
      )}
    </section>
  );
}

/** A–Z, then the letter's syllables. */
function PinyinList({
  index,
  letter,
  onLetter,
  onPick,
}: {
  index: CharacterIndex;
  letter: string;
  onLetter: (letter: string) => void;
  onPick: (key: string) => void;
}) {
  const current = index.syllables.find((s) => s.letter === letter) ?? index.syllables[0];
  return (
    <section className="yw-hzzy-section" data-testid="pinyin-list">
      <ul className="yw-zyzd-letters">
        {index.syllables.map((s) => (
          <li key={s.letter}>
            <button
              type="button"
              className={`yw-zyzd-letter${s.letter === current?.letter ? ' is-current' : ''}`}
              aria-pressed={s.letter === current?.letter}
              onClick={() => onLetter(s.letter)}
            >
              {s.letter.toUpperCase()}
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <ul className="yw-zyzd-chips">
          {current.syllables.map((s) => (
            <Chip
              key={s.syllable}
              text={written(s.syllable)}
              count={s.count}
              testId="syllable-chip"
              onPick={() => onPick(s.syllable)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function StrokeList({ index, onPick }: { index: CharacterIndex; onPick: (key: string) => void }) {
  return (
    <section className="yw-hzzy-section" data-testid="stroke-list">
      <ul className="yw-zyzd-chips">
        {index.stroke_counts.map((s) => (
          <Chip
            key={s.stroke_count}
            text={`${s.stroke_count}画`}
            count={s.count}
            testId="stroke-chip"
            onPick={() => onPick(String(s.stroke_count))}
          />
        ))}
      </ul>
      {index.missing.stroke_count > 0 && (
        <p className="yw-hzzy-note">另有 {index.missing.stroke_count} 个字暂无笔画数据，未列入笔画检索。</p>
      )}
    </section>
  );
}

/** The characters of the chosen radical, syllable or stroke count, level 1 first. */
function Results({ filter }: { filter: CharacterFilter }) {
  const found = useCharactersBy(filter);
  // For a syllable, show the reading that brought the character here.
  const readingFor = (tile: CharacterTile) =>
    'pinyin' in filter ? tile.readings.find((r) => toneless(r) === filter.pinyin) : undefined;
  return (
    <>
      <TileList
        found={found}
        heading={(total) => `${filterTitle(filter)} · 共 ${total} 字`}
        empty={`${filterTitle(filter)}下没有收录的字`}
        readingFor={readingFor}
        testId="zyzd-results"
      />
      <p className="yw-hzzy-note">先列一级常用字，再列二级、三级字。点字查看字源字典。</p>
    </>
  );
}

/** 字源字典: the three indexes and the characters they lead to. */
export function ZyzdPage() {
  const index = useCharacterIndex();
  const [params, setParams] = useSearchParams();
  const way: Way = WAYS.find((w) => w.key === params.get('by'))?.key ?? 'radical';
  const filter = filterOf(way, params.get('key'));
  useLearningRecord(MODULE_IDS.hzzy_zyzd);

  // Choosing pushes a history entry, so back returns from the characters to the list.
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );

  let body: React.ReactNode;
  if (filter) body = <Results filter={filter} />;
  else if (index.isPending) body = <PageLoading />;
  else if (index.isError)
    body = (
      <PageMessage glyph="网" title={failureMessage(index.error)} testId="zyzd-error">
        <button type="button" className="yw-button" onClick={() => void index.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  else if (way === 'radical') body = <RadicalList index={index.data} onPick={(key) => update({ key })} />;
  else if (way === 'pinyin')
    body = (
      <PinyinList
        index={index.data}
        letter={params.get('letter') ?? 'a'}
        onLetter={(letter) => update({ letter }, true)}
        onPick={(key) => update({ key })}
      />
    );
  else body = <StrokeList index={index.data} onPick={(key) => update({ key })} />;

  return (
    <>
      <TitleBar title="字源字典" back />
      <main className="yw-page yw-hzzy" data-testid="zyzd-page">
        <nav className="yw-hzzy-tabs" aria-label="检字方式">
          {WAYS.map((w) => (
            <button
              key={w.key}
              type="button"
              className={`yw-hzzy-tabs__tab${w.key === way && !filter ? ' is-current' : ''}`}
              aria-pressed={w.key === way}
              onClick={() => update({ by: w.key, key: null }, !filter)}
            >
              按{w.title}
            </button>
          ))}
        </nav>
        {body}
      </main>
    </>
  );
}
