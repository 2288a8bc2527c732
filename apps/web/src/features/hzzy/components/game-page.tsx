// jbzy/game = 汉字配对: match characters with their pinyin against the clock, for points (totalPoints).
import { type CharacterTile, GAME_PAIRS, GAME_SECONDS, MODULE_IDS } from '@yuwen/protocol';
import { useEffect, useRef, useState } from 'react';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useBasicGroup } from '../api/character-tiles.api';
import { useRecordGameRound, useTotalPoints } from '../api/game-points.api';
import './hzzy.css';
import './hzcs-training.css';

interface Pair {
  id: number;
  char: string;
  reading: string;
}

function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** GAME_PAIRS characters of the group whose main readings all differ, so every match is unambiguous. */
function pairsOf(tiles: readonly CharacterTile[]): Pair[] {
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (const tile of shuffle(tiles)) {
    const reading = tile.readings[0];
    if (!reading || seen.has(reading)) continue;
    seen.add(reading);
    pairs.push({ id: tile.id, char: tile.char, reading });
    if (pairs.length === GAME_PAIRS) break;
  }
  return pairs;
}

type Pick = { side: 'char' | 'reading'; id: number };

/** One timed board: characters on the left, readings on the right, tap one of each to match. */
function GameBoard({
  pairs,
  onEnd,
}: {
  pairs: readonly Pair[];
  onEnd: (matched: number, secondsLeft: number) => void;
}) {
  const [chars] = useState(() => shuffle(pairs));
  const [readings] = useState(() => shuffle(pairs));
  const [matched, setMatched] = useState<ReadonlySet<number>>(new Set());
  const [picked, setPicked] = useState<Pick>();
  const [wrong, setWrong] = useState<Pick[]>([]);
  const [left, setLeft] = useState(GAME_SECONDS);
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

  const tap = (side: Pick['side'], id: number) => {
    if (matched.has(id) || ended.current) return;
    if (!picked || picked.side === side) {
      setPicked({ side, id });
      return;
    }
    setPicked(undefined);
    if (picked.id === id) {
      const next = new Set(matched).add(id);
      setMatched(next);
      if (next.size === pairs.length) end(next.size, left);
    } else {
      const miss: Pick[] = [picked, { side, id }];
      setWrong(miss);
      window.setTimeout(() => setWrong((now) => (now === miss ? [] : now)), 600);
    }
  };
  const cls = (side: Pick['side'], id: number) =>
    `yw-game-card${matched.has(id) ? ' is-matched' : ''}${picked?.side === side && picked.id === id ? ' is-picked' : ''}${wrong.some((w) => w.side === side && w.id === id) ? ' is-wrong' : ''}`;

  return (
    <>
      <div className="yw-game-status">
        <span data-testid="game-timer">剩余 {left} 秒</span>
        <span data-testid="game-matched">
          已配对 {matched.size}/{pairs.length}
        </span>
      </div>
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
          {readings.map((p) => (
            <button
              key={p.id}
              type="button"
              className={cls('reading', p.id)}
              data-testid="game-reading"
              data-id={p.id}
              disabled={matched.has(p.id)}
              onClick={() => tap('reading', p.id)}
            >
              {p.reading}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}

/** 汉字配对: choose a 基本字 group, match its characters with their pinyin in 60 seconds, collect points. */
export function GamePage() {
  const [group, setGroup] = useState(1);
  const [round, setRound] = useState(0);
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [last, setLast] = useState<{ points: number; matched: number }>();
  const found = useBasicGroup(group);
  const points = useTotalPoints();
  const record = useRecordGameRound();
  useLearningRecord(MODULE_IDS.hzzy_jbzy);

  const start = () => {
    if (!found.data) return;
    setLast(undefined);
    setPairs(pairsOf(found.data.characters));
    setRound(round + 1);
  };
  const onEnd = (matched: number, secondsLeft: number) =>
    record.mutate(
      { matched, secondsLeft },
      {
        onSuccess: (answer) => {
          setLast({ points: answer.points, matched });
          setPairs([]);
        },
        onError: (error) => toast.info(failureMessage(error)),
      },
    );

  const playing = pairs.length > 0;
  return (
    <>
      <TitleBar title="汉字配对" back />
      <main className="yw-page yw-hzzy" data-testid="game-page">
        <section className="yw-review-due">
          <div>
            <p className="yw-review-due__count" data-testid="game-total">
              我的积分 {points.data?.total_points ?? 0}
            </p>
            <p className="yw-hzzy-note">
              最好一局 {points.data?.best_round ?? 0} 分 · 玩了 {points.data?.rounds ?? 0} 局
            </p>
          </div>
        </section>
        {playing ? (
          <GameBoard key={round} pairs={pairs} onEnd={onEnd} />
        ) : found.isPending ? (
          <PageLoading />
        ) : found.isError ? (
          <PageMessage glyph="网" title={failureMessage(found.error)} testId="game-error">
            <button type="button" className="yw-button" onClick={() => void found.refetch()}>
              重新加载
            </button>
          </PageMessage>
        ) : (
          <section className="yw-hzcs-setup" data-testid="game-setup">
            {last && (
              <p className="yw-pyxx-practice__score" role="status" data-testid="game-result">
                配对 {last.matched} 组，得 {last.points} 分
              </p>
            )}
            <p className="yw-hzzy-note">
              点一个字，再点它的拼音。{GAME_SECONDS} 秒内配对 {GAME_PAIRS} 组：每对 10 分，全部配对后剩下的每秒再加 1
              分。
            </p>
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
            <p className="yw-hzcs-setup__preview yw-kai">{found.data.characters.map((c) => c.char).join(' ')}</p>
            <button
              type="button"
              className="yw-big-button"
              data-testid="game-start"
              disabled={record.isPending}
              onClick={start}
            >
              {last ? '再玩一局' : '开始'}
            </button>
          </section>
        )}
      </main>
    </>
  );
}
