import type { QmdwQuestion, QmdwRound } from '@yuwen/protocol';
import { useEffect, useRef, useState } from 'react';
import { Celebration } from '../../../components/celebration/celebration';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { Stars } from '../../../components/stars/stars';
import { failureMessage } from '../../../lib/http-transport';
import { type AudioPlayer, createAudioPlayer } from '../../../platform/audio';
import { useAnswerRound, useFinishRound, useQmdwHome, useStartRound } from '../api/qmdw.api';
import { PROMPTS, roundStars, secondsLeft } from '../qmdw-view';

let player: AudioPlayer | undefined;
/** The game's own player, made on first use. */
const soundPlayer = () => {
  player ??= createAudioPlayer();
  return player;
};

/** The levels with the pupil's best, the one for their grade marked. */
function Levels({ moduleId, onStart }: { moduleId: number; onStart: (round: QmdwRound) => void }) {
  const home = useQmdwHome(moduleId);
  const start = useStartRound(moduleId);
  if (home.isPending) return <PageLoading />;
  if (home.isError) return <PageFailure error={home.error} onRetry={home.refetch} />;
  const { levels, suggested, total_points } = home.data;
  return (
    <section className="yw-sxyd-qmdw" data-testid="qmdw-levels">
      <div className="yw-sxyd-hero">
        <Mascot pose="greeting" className="yw-sxyd-hero__mascot" />
        <div>
          <h1 className="yw-sxyd-hero__title yw-kai">听音辨位</h1>
          <p className="yw-sxyd-hero__text">听一个字的读音，在诗句或格子里找到它；再听听它是第几声。</p>
          <p className="yw-sxyd-points" data-testid="qmdw-total">
            我的积分 <strong>{total_points}</strong>
          </p>
        </div>
      </div>
      <ul className="yw-sxyd-levels">
        {levels.map((level) => (
          <li key={level.level}>
            <button
              type="button"
              className="yw-sxyd-level"
              data-testid="qmdw-level"
              data-level={level.level}
              disabled={start.isPending}
              onClick={() => start.mutate(level.level, { onSuccess: onStart })}
            >
              <span className="yw-sxyd-level__name">
                第 {level.level} 关 · {level.name}
                {level.level === suggested && <span className="yw-sxyd-level__badge">适合你</span>}
              </span>
              <span className="yw-sxyd-level__note">{level.note}</span>
              <span className="yw-sxyd-level__note">
                {level.questions} 道题 · {level.seconds} 秒{level.rounds > 0 && ` · 最高 ${level.best} 分`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {start.isError && (
        <p className="yw-sxyd-error" role="alert">
          {failureMessage(start.error)}
        </p>
      )}
    </section>
  );
}

/** One question: hear it (again), then pick a cell; once answered, the right cell and the pupil's are marked. */
function Question({
  question,
  mark,
  busy,
  onChoose,
}: {
  question: QmdwQuestion;
  mark: QmdwRound['marks'][number];
  busy: boolean;
  onChoose: (choice: number) => void;
}) {
  useEffect(() => {
    soundPlayer().play(question.sound);
  }, [question.sound]);
  const cellClass = (index: number) => {
    if (!mark) return 'yw-sxyd-cell';
    if (index === mark.right) return 'yw-sxyd-cell is-right';
    return index === mark.chosen ? 'yw-sxyd-cell is-wrong' : 'yw-sxyd-cell';
  };
  return (
    <div
      className="yw-sxyd-question"
      data-testid="qmdw-question"
      data-kind={question.kind}
      data-source={question.source}
    >
      <p className="yw-sxyd-question__prompt">{PROMPTS[question.kind]}</p>
      <button
        type="button"
        className="yw-button yw-button--soft yw-sxyd-hear"
        data-testid="qmdw-hear"
        data-sound={question.sound}
        onClick={() => soundPlayer().play(question.sound)}
      >
        再听一遍
      </button>
      <div className={`yw-sxyd-cells yw-sxyd-cells--${question.kind}`} data-columns={question.columns}>
        {question.cells.map((cell, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its identity
            key={index}
            type="button"
            className={`${cellClass(index)}${question.kind === 'tone' ? '' : ' yw-kai'}`}
            data-testid="qmdw-cell"
            disabled={busy || mark !== null}
            onClick={() => onChoose(index)}
          >
            {cell}
          </button>
        ))}
      </div>
      {question.source && <p className="yw-sxyd-question__source">出自{question.source}</p>}
      {mark && (
        <p className={`yw-sxyd-feedback${mark.correct ? ' is-right' : ''}`} data-testid="qmdw-feedback" role="status">
          {mark.correct ? '答对了！' : '再想想哦，'}听到的是「{mark.char}」{mark.reading}
        </p>
      )}
    </div>
  );
}

/** The end of a round: 墨墨, stars, points and each question's character. */
function RoundResult({ round, onAgain, onLevels }: { round: QmdwRound; onAgain: () => void; onLevels: () => void }) {
  const title = {
    won: '你赢啦，耳朵真灵！',
    done: '这一局结束了，再来一次会更好',
    timeout: '时间到了！',
    playing: '',
  }[round.status];
  return (
    <section className="yw-sxyd-result" data-testid="qmdw-result" data-status={round.status}>
      <Celebration when={round.status === 'won'} />
      <Mascot pose="cheering" className="yw-sxyd-result__mascot" />
      <p className="yw-sxyd-result__title">{title}</p>
      <Stars stars={roundStars(round)} className="yw-sxyd-result__stars" />
      <p className="yw-sxyd-result__points" data-testid="qmdw-points">
        答对 {round.correct} / {round.questions.length} 题，得 {round.points} 分
      </p>
      <ul className="yw-sxyd-marks">
        {round.marks.map((mark, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one mark per question, in order
          <li key={index} className={`yw-sxyd-mark${mark?.correct ? ' is-right' : ''}`}>
            <span className="yw-kai">{mark?.char}</span>
            <span>{mark?.reading}</span>
          </li>
        ))}
      </ul>
      <div className="yw-sxyd-actions">
        <button type="button" className="yw-button" data-testid="qmdw-again" onClick={onAgain}>
          再来一局
        </button>
        <button type="button" className="yw-button yw-button--soft" onClick={onLevels}>
          换一关
        </button>
      </div>
    </section>
  );
}

/** A round being played: the countdown on the server's clock, one question at a time, the result at the end. */
function RoundView({ moduleId, first, onLevels }: { moduleId: number; first: QmdwRound; onLevels: () => void }) {
  const [round, setRound] = useState(first);
  const [shown, setShown] = useState(0);
  const offset = useRef(first.now - Date.now());
  const [left, setLeft] = useState(() => secondsLeft(first, offset.current));
  const answer = useAnswerRound();
  const finish = useFinishRound();
  const start = useStartRound(moduleId);
  const playing = round.status === 'playing';
  const { mutate: finishRound } = finish;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setLeft(secondsLeft(round, offset.current)), 250);
    return () => clearInterval(timer);
  }, [round, playing]);

  useEffect(() => {
    if (playing && left <= 0) finishRound(round.id, { onSuccess: setRound });
  }, [playing, left, round.id, finishRound]);

  const begin = (next: QmdwRound) => {
    offset.current = next.now - Date.now();
    setLeft(secondsLeft(next, offset.current));
    setShown(0);
    setRound(next);
  };

  if (!playing)
    return (
      <RoundResult round={round} onAgain={() => start.mutate(round.level, { onSuccess: begin })} onLevels={onLevels} />
    );
  const question = round.questions[shown];
  const mark = round.marks[shown] ?? null;
  const error = answer.error ?? finish.error;
  if (!question) return null;
  return (
    <section className="yw-sxyd-round" data-testid="qmdw-round">
      <div className="yw-sxyd-round__bar">
        <span data-testid="qmdw-progress">
          第 {shown + 1} / {round.questions.length} 题
        </span>
        <span className={`yw-sxyd-clock${left <= 10 ? ' is-short' : ''}`} data-testid="qmdw-clock">
          还剩 {left} 秒
        </span>
        <span>得分 {round.points}</span>
      </div>
      <Question
        key={shown}
        question={question}
        mark={mark}
        busy={answer.isPending}
        onChoose={(choice) => answer.mutate({ id: round.id, index: shown, choice }, { onSuccess: setRound })}
      />
      {mark && (
        <button
          type="button"
          className="yw-button yw-sxyd-next"
          data-testid="qmdw-next"
          onClick={() => setShown(round.marks.findIndex((m) => m === null))}
        >
          下一题
        </button>
      )}
      {error && (
        <p className="yw-sxyd-error" role="alert">
          {failureMessage(error)}
        </p>
      )}
      <button type="button" className="yw-sxyd-stop" onClick={() => finishRound(round.id, { onSuccess: setRound })}>
        不玩了，看看成绩
      </button>
    </section>
  );
}

/** 听音辨位: the levels, then a round. */
export function QmdwPage({ moduleId }: { moduleId: number }) {
  const [round, setRound] = useState<QmdwRound | null>(null);
  if (round) return <RoundView key={round.id} moduleId={moduleId} first={round} onLevels={() => setRound(null)} />;
  return <Levels moduleId={moduleId} onStart={setRound} />;
}
