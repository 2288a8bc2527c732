// jbzy/game = 汉字配对: match characters with their pinyin, with pictures of their ancient forms
// (古文字配对), or build them from a component and a radical (组字), against the clock, for points (totalPoints).
import {
  type AncientPair,
  type BuildPair,
  type CharacterTile,
  GAME_PAIRS,
  GAME_SECONDS,
  type GameMode,
  MODULE_IDS,
} from '@yuwen/protocol';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { toast } from '../../../../components/toast/toast-store';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useBasicGroup } from '../../shared/api/character-tiles.api';
import { useDrawGamePairs, useRecordGameRound, useTotalPoints } from '../api/game-points.api';
import '../../shared/components/hzzy.css';
import '../../shared/components/hzcs-training.css';
import './game-page.css';

interface ReadingPair {
  id: number;
  char: string;
  reading: string;
}

type Round =
  | { mode: 'pinyin'; pairs: ReadingPair[] }
  | { mode: 'ancient'; pairs: AncientPair[] }
  | { mode: 'build'; pairs: BuildPair[] };

const MODES: readonly { mode: GameMode; label: string; rule: string }[] = [
  { mode: 'pinyin', label: '字音配对', rule: '点一个字，再点它的拼音。' },
  { mode: 'ancient', label: '古文字配对', rule: '点一个字，再点它的古文字图片（图下写着是甲骨文、金文还是小篆）。' },
  { mode: 'build', label: '组字', rule: '看上面的字，选出组成它的部件和偏旁。' },
];

function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** GAME_PAIRS characters of the group whose main readings all differ, so every match is unambiguous. */
function readingPairsOf(tiles: readonly CharacterTile[]): ReadingPair[] {
  const seen = new Set<string>();
  const pairs: ReadingPair[] = [];
  for (const tile of shuffle(tiles)) {
    const reading = tile.readings[0];
    if (!reading || seen.has(reading)) continue;
    seen.add(reading);
    pairs.push({ id: tile.id, char: tile.char, reading });
    if (pairs.length === GAME_PAIRS) break;
  }
  return pairs;
}

/** The clock and the matched pairs of one round; the round ends once: board cleared or time up. */
function useRoundClock(total: number, onEnd: (matched: number, secondsLeft: number) => void) {
  const [left, setLeft] = useState(GAME_SECONDS);
  const [matched, setMatched] = useState<ReadonlySet<number>>(new Set());
  const ended = useRef(false);

  const end = (count: number, seconds: number) => {
    if (ended.current) return;
    ended.current = true;
    // The time bonus is only for a full board (the server checks the same).
    onEnd(count, count === GAME_PAIRS ? seconds : 0);
  };

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the round ends once, when time runs out.
  useEffect(() => {
    if (left === 0) end(matched.size, 0);
  }, [left]);

  const match = (id: number) => {
    const next = new Set(matched).add(id);
    setMatched(next);
    if (next.size === total) end(next.size, left);
  };
  return { left, matched, match, ended };
}

/** Marks the tiles of a wrong try for a moment. */
function useMissFlash<T>() {
  const [wrong, setWrong] = useState<T[]>([]);
  const flash = (miss: T[]) => {
    setWrong(miss);
    window.setTimeout(() => setWrong((now) => (now === miss ? [] : now)), 600);
  };
  return { wrong, flash };
}

function RoundStatus({ left, matched, total, noun }: { left: number; matched: number; total: number; noun: string }) {
  return (
    <div className="yw-game-status">
      <span data-testid="game-timer">剩余 {left} 秒</span>
      <span data-testid="game-matched">
        {noun} {matched}/{total}
      </span>
    </div>
  );
}

interface MatchItem {
  id: number;
  char: string;
  face: ReactNode;
}

type Pick = { side: 'char' | 'face'; id: number };

/** Characters on the left, their partners (pinyin or pictures) on the right: tap one of each to match. */
function MatchBoard({
  items,
  faceTestId,
  onEnd,
}: {
  items: readonly MatchItem[];
  faceTestId: string;
  onEnd: (matched: number, secondsLeft: number) => void;
}) {
  const [chars] = useState(() => shuffle(items));
  const [faces] = useState(() => shuffle(items));
  const [picked, setPicked] = useState<Pick>();
  const { wrong, flash } = useMissFlash<Pick>();
  const { left, matched, match, ended } = useRoundClock(items.length, onEnd);

  const tap = (side: Pick['side'], id: number) => {
    if (matched.has(id) || ended.current) return;
    if (!picked || picked.side === side) {
      setPicked({ side, id });
      return;
    }
    setPicked(undefined);
    if (picked.id === id) match(id);
    else flash([picked, { side, id }]);
  };
  const cls = (side: Pick['side'], id: number) =>
    `yw-game-card${matched.has(id) ? ' is-matched' : ''}${picked?.side === side && picked.id === id ? ' is-picked' : ''}${wrong.some((w) => w.side === side && w.id === id) ? ' is-wrong' : ''}`;

  return (
    <>
      <RoundStatus left={left} matched={matched.size} total={items.length} noun="已配对" />
      <div className="yw-game-board" data-testid="game-board">
        <div className="yw-game-column">
          {chars.map((p) => (
            <button
              key={p.id}
              type="button"
              className={`${cls('char', p.id)} yw-kai`}
              data-testid="game-char"
              data-id={p.id}
              disabled={matched.has(p.id)}
              onClick={() => tap('char', p.id)}
            >
              {p.char}
            </button>
          ))}
        </div>
        <div className="yw-game-column">
          {faces.map((p) => (
            <button
              key={p.id}
              type="button"
              className={cls('face', p.id)}
              data-testid={faceTestId}
              data-id={p.id}
              disabled={matched.has(p.id)}
              onClick={() => tap('face', p.id)}
            >
              {p.face}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}

/** 组字: one character at a time; pick the component and the radical that build it. */
function BuildBoard({
  pairs,
  onEnd,
}: {
  pairs: readonly BuildPair[];
  onEnd: (matched: number, secondsLeft: number) => void;
}) {
  const [order] = useState(() => shuffle(pairs));
  const [components] = useState(() => shuffle([...new Set(pairs.map((p) => p.component))]));
  const [radicals] = useState(() => shuffle([...new Set(pairs.map((p) => p.radical))]));
  const [component, setComponent] = useState<string>();
  const [radical, setRadical] = useState<string>();
  const { wrong, flash } = useMissFlash<string>();
  const { left, matched, match, ended } = useRoundClock(pairs.length, onEnd);
  const target = order.find((p) => !matched.has(p.id));

  const tryBuild = (nextComponent: string | undefined, nextRadical: string | undefined) => {
    setComponent(nextComponent);
    setRadical(nextRadical);
    if (!target || !nextComponent || !nextRadical || ended.current) return;
    setComponent(undefined);
    setRadical(undefined);
    if (nextComponent === target.component && nextRadical === target.radical) match(target.id);
    else flash([`c${nextComponent}`, `r${nextRadical}`]);
  };
  const cls = (key: string, picked: boolean) =>
    `yw-game-card yw-kai${picked ? ' is-picked' : ''}${wrong.includes(key) ? ' is-wrong' : ''}`;

  return (
    <>
      <RoundStatus left={left} matched={matched.size} total={pairs.length} noun="已组成" />
      <div className="yw-game-build" data-testid="game-board">
        <div className="yw-game-build__target">
          <span className="yw-game-build__char yw-kai" data-testid="game-target">
            {target?.char ?? '✓'}
          </span>
          <span className="yw-game-build__sum yw-kai" aria-live="polite">
            {component ?? '？'} + {radical ?? '？'}
          </span>
        </div>
        <p className="yw-game-build__label">部件</p>
        <div className="yw-game-build__row">
          {components.map((c) => (
            <button
              key={c}
              type="button"
              className={cls(`c${c}`, component === c)}
              data-testid="game-component"
              onClick={() => tryBuild(c, radical)}
            >
              {c}
            </button>
          ))}
        </div>
        <p className="yw-game-build__label">偏旁</p>
        <div className="yw-game-build__row">
          {radicals.map((r) => (
            <button
              key={r}
              type="button"
              className={cls(`r${r}`, radical === r)}
              data-testid="game-radical"
              onClick={() => tryBuild(component, r)}
            >
              {r}
            </button>
          ))}
        </div>
        {matched.size > 0 && (
          <p className="yw-hzzy-note" data-testid="game-built">
            已组成：
            <span className="yw-kai">
              {order
                .filter((p) => matched.has(p.id))
                .map((p) => `${p.component}+${p.radical}=${p.char}`)
                .join('　')}
            </span>
          </p>
        )}
      </div>
    </>
  );
}

function RoundBoard({ round, onEnd }: { round: Round; onEnd: (matched: number, secondsLeft: number) => void }) {
  if (round.mode === 'build') return <BuildBoard pairs={round.pairs} onEnd={onEnd} />;
  if (round.mode === 'ancient')
    return (
      <MatchBoard
        faceTestId="game-picture"
        onEnd={onEnd}
        items={round.pairs.map((p) => ({
          id: p.id,
          char: p.char,
          face: (
            <span className="yw-game-picture">
              {/* The alt names the script only: naming the character would give the answer away. */}
              <img src={p.picture} alt={`${p.script}字形`} width={64} height={64} />
              <span className="yw-game-picture__script">{p.script}</span>
            </span>
          ),
        }))}
      />
    );
  return (
    <MatchBoard
      faceTestId="game-reading"
      onEnd={onEnd}
      items={round.pairs.map((p) => ({ id: p.id, char: p.char, face: p.reading }))}
    />
  );
}

/** 汉字配对 in three modes: 60 seconds a round, collect points (the server counts them). */
export function GamePage() {
  const [mode, setMode] = useState<GameMode>('pinyin');
  const [group, setGroup] = useState(1);
  const [count, setCount] = useState(0);
  const [round, setRound] = useState<Round>();
  const [last, setLast] = useState<{ points: number; matched: number; mode: GameMode }>();
  const found = useBasicGroup(group);
  const points = useTotalPoints();
  const draw = useDrawGamePairs();
  const record = useRecordGameRound();
  useLearningRecord(MODULE_IDS.hzzy_jbzy);

  const begin = (next: Round) => {
    setLast(undefined);
    setRound(next);
    setCount(count + 1);
  };
  const start = () => {
    if (mode === 'pinyin') {
      if (found.data) begin({ mode, pairs: readingPairsOf(found.data.characters) });
      return;
    }
    draw.mutate(mode, {
      onSuccess: (answer) =>
        begin(
          answer.mode === 'build' ? { mode: 'build', pairs: answer.build } : { mode: 'ancient', pairs: answer.ancient },
        ),
      onError: (error) => toast.info(failureMessage(error)),
    });
  };
  const onEnd = (matched: number, secondsLeft: number) => {
    if (!round) return;
    record.mutate(
      { mode: round.mode, matched, secondsLeft },
      {
        onSuccess: (answer) => {
          setLast({ points: answer.points, matched, mode: round.mode });
          setRound(undefined);
        },
        onError: (error) => toast.info(failureMessage(error)),
      },
    );
  };

  const current = MODES.find((m) => m.mode === mode) ?? MODES[0];
  return (
    <>
      <TitleBar title="汉字配对" back />
      <main className="yw-page yw-hzzy" data-testid="game-page">
        <section className="yw-review-due">
          <div>
            {/* Until the pupil's points arrive nothing is shown as a number (a 0 would be made up). */}
            <p className="yw-review-due__count" data-testid="game-total">
              我的积分 {points.data ? points.data.total_points : '…'}
            </p>
            {points.data && (
              <p className="yw-hzzy-note">
                最好一局 {points.data.best_round} 分 · 玩了 {points.data.rounds} 局
              </p>
            )}
          </div>
        </section>
        {round ? (
          <RoundBoard key={count} round={round} onEnd={onEnd} />
        ) : (
          <>
            <div className="yw-hzzy-tabs" role="tablist" aria-label="玩法">
              {MODES.map((m) => (
                <button
                  key={m.mode}
                  type="button"
                  role="tab"
                  aria-selected={mode === m.mode}
                  className={`yw-hzzy-tabs__tab${mode === m.mode ? ' is-current' : ''}`}
                  data-testid="game-mode"
                  data-mode={m.mode}
                  onClick={() => setMode(m.mode)}
                >
                  {m.label}
                </button>
              ))}
            </div>
            {mode === 'pinyin' && found.isPending ? (
              <PageLoading />
            ) : mode === 'pinyin' && found.isError ? (
              <PageMessage glyph="网" title={failureMessage(found.error)} testId="game-error">
                <button type="button" className="yw-button" onClick={() => void found.refetch()}>
                  重新加载
                </button>
              </PageMessage>
            ) : (
              <section className="yw-hzcs-setup" data-testid="game-setup">
                {last && (
                  <p className="yw-pyxx-practice__score" role="status" data-testid="game-result">
                    {last.mode === 'build' ? `组成 ${last.matched} 个字` : `配对 ${last.matched} 组`}，得 {last.points}{' '}
                    分
                  </p>
                )}
                <p className="yw-hzzy-note">
                  {current?.rule}
                  {GAME_SECONDS} 秒内完成 {GAME_PAIRS} 组：每组 10 分，全部完成后剩下的每秒再加 1 分。
                </p>
                {mode === 'pinyin' && found.data ? (
                  <>
                    <div className="yw-hzcs-setup__row">
                      <span className="yw-hzcs-setup__label">用哪组字</span>
                      <button
                        type="button"
                        className="yw-button yw-button--soft"
                        disabled={group <= 1}
                        onClick={() => setGroup(group - 1)}
                      >
                        上一组
                      </button>
                      <strong>第 {group} 组</strong>
                      <button
                        type="button"
                        className="yw-button yw-button--soft"
                        disabled={group >= found.data.groups.length}
                        onClick={() => setGroup(group + 1)}
                      >
                        下一组
                      </button>
                    </div>
                    <p className="yw-hzcs-setup__preview yw-kai">
                      {found.data.characters.map((c) => c.char).join(' ')}
                    </p>
                  </>
                ) : (
                  <p className="yw-hzzy-note">
                    {mode === 'ancient'
                      ? '题目从有古文字字形的常用字里随机抽取。'
                      : '题目从能拆成“部件 + 偏旁”的常用字里随机抽取，同一个部件会配不同的偏旁。'}
                  </p>
                )}
                <button
                  type="button"
                  className="yw-big-button"
                  data-testid="game-start"
                  disabled={record.isPending || draw.isPending}
                  onClick={start}
                >
                  {draw.isPending ? '准备中…' : last ? '再玩一局' : '开始'}
                </button>
              </section>
            )}
          </>
        )}
      </main>
    </>
  );
}
