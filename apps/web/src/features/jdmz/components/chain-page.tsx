import type { ChainMode, ChainRound } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { Celebration } from '../../../components/celebration/celebration';
import { Mascot } from '../../../components/mascot/mascot';
import { Stars } from '../../../components/stars/stars';
import { failureMessage } from '../../../lib/http-transport';
import { useChainHint, useChainMove, useEndChain, useStartChain } from '../api/chain.api';
import { chainStars } from '../jdmz-view';

const MODES: { mode: ChainMode; title: string; note: string }[] = [
  { mode: 'char', title: '同字接龙', note: '用上一个成语的最后一个字开头' },
  { mode: 'syllable', title: '同音接龙', note: '读音一样就行，不管声调' },
];

/** The first screen: how to play and the two ways. */
function ChainIntro({ onStart, busy, error }: { onStart: (mode: ChainMode) => void; busy: boolean; error: string }) {
  return (
    <section className="yw-jdmz-game-intro" data-testid="jdmz-chain-intro">
      <Mascot pose="greeting" className="yw-jdmz-game-intro__mascot" />
      <h1 className="yw-jdmz-page-title yw-kai">成语接龙</h1>
      <p className="yw-jdmz-lead">墨墨先说一个成语，你用它的最后一个字开头，接一个新成语。接得越多，分越高！</p>
      <div className="yw-jdmz-modes">
        {MODES.map(({ mode, title, note }) => (
          <button
            key={mode}
            type="button"
            className="yw-jdmz-mode"
            data-testid={`jdmz-chain-start-${mode}`}
            disabled={busy}
            onClick={() => onStart(mode)}
          >
            <span className="yw-jdmz-mode__title">{title}</span>
            <span className="yw-jdmz-mode__note">{note}</span>
          </button>
        ))}
      </div>
      {error && (
        <p className="yw-jdmz-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** The chain so far: 墨墨's idioms on the left, the pupil's on the right. */
function ChainList({ round }: { round: ChainRound }) {
  return (
    <ol className="yw-jdmz-chain" data-testid="jdmz-chain" aria-label="接龙">
      {round.chain.map((link) => (
        <li
          key={link.idiom}
          className={`yw-jdmz-chain__link yw-jdmz-chain__link--${link.by}`}
          data-testid="jdmz-chain-link"
          data-by={link.by}
          data-idiom={link.idiom}
        >
          <span className="yw-jdmz-chain__who">{link.by === 'computer' ? '墨墨' : '我'}</span>
          <span className="yw-jdmz-chain__bubble">
            <span className="yw-jdmz-chain__pinyin">{link.pinyin}</span>
            <span className="yw-jdmz-chain__idiom yw-kai">{link.idiom}</span>
            {link.points > 0 && (
              <span className="yw-jdmz-chain__points" data-testid="jdmz-chain-link-points">
                +{link.points}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The end of a round: 墨墨 cheers, the stars and points, and another round. */
function ChainResult({ round, onAgain }: { round: ChainRound; onAgain: () => void }) {
  const found = round.chain.filter((link) => link.by === 'pupil').length;
  return (
    <section className="yw-jdmz-result" data-testid="jdmz-chain-result">
      <Celebration when={round.status === 'won' || chainStars(found) >= 2} />
      <Mascot pose="cheering" className="yw-jdmz-result__mascot" />
      <p className="yw-jdmz-result__title">
        {round.status === 'won' ? '墨墨接不上了，你赢啦！' : `这一局你接了 ${found} 个成语`}
      </p>
      <Stars stars={chainStars(found)} className="yw-jdmz-result__stars" />
      <p className="yw-jdmz-result__points" data-testid="jdmz-chain-points">
        得了 {round.points} 分
      </p>
      <button type="button" className="yw-big-button" onClick={onAgain}>
        再来一局
      </button>
    </section>
  );
}

/** 成语接龙: turn by turn against the computer, with hints and points. */
export function ChainPage() {
  const [round, setRound] = useState<ChainRound>();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const start = useStartChain();
  const move = useChainMove();
  const hint = useChainHint();
  const end = useEndChain();
  const busy = start.isPending || move.isPending || hint.isPending || end.isPending;

  const run = async (work: () => Promise<ChainRound>) => {
    setError('');
    try {
      setRound(await work());
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!round || busy) return;
    if (await run(() => move.mutateAsync({ id: round.id, idiom: text }))) setText('');
  };

  if (!round) return <ChainIntro onStart={(mode) => run(() => start.mutateAsync(mode))} busy={busy} error={error} />;
  if (round.status !== 'playing') return <ChainResult round={round} onAgain={() => setRound(undefined)} />;
  const sound = round.mode === 'syllable' && round.next.syllable ? `（读 ${round.next.syllable} 的字也行）` : '';
  return (
    <section className="yw-jdmz-game" data-testid="jdmz-chain-game" data-mode={round.mode}>
      <div className="yw-jdmz-game__bar">
        <span>{round.mode === 'char' ? '同字接龙' : '同音接龙'}</span>
        <span className="yw-jdmz-game__score" data-testid="jdmz-chain-score">
          {round.points} 分
        </span>
      </div>
      <ChainList round={round} />
      <form className="yw-jdmz-turn" onSubmit={submit}>
        <label className="yw-jdmz-turn__ask" htmlFor="jdmz-chain-input">
          请用“
          <b className="yw-kai" data-testid="jdmz-chain-next">
            {round.next.char}
          </b>
          ”开头接一个成语{sound}
        </label>
        {round.hint && (
          <p className="yw-jdmz-turn__hint" data-testid="jdmz-chain-hint">
            提示：<span className="yw-kai">{round.hint}</span>
          </p>
        )}
        <div className="yw-jdmz-turn__row">
          <input
            id="jdmz-chain-input"
            className="yw-jdmz-turn__input yw-kai"
            data-testid="jdmz-chain-input"
            value={text}
            maxLength={12}
            autoComplete="off"
            placeholder={`${round.next.char}……`}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="yw-button"
            data-testid="jdmz-chain-submit"
            disabled={busy || text.trim() === ''}
          >
            接上
          </button>
        </div>
        {error && (
          <p className="yw-jdmz-error" role="alert" data-testid="jdmz-chain-error">
            {error}
          </p>
        )}
        <div className="yw-jdmz-turn__tools">
          <button
            type="button"
            className="yw-button yw-button--soft"
            data-testid="jdmz-chain-hint-button"
            disabled={busy || round.hint !== ''}
            onClick={() => run(() => hint.mutateAsync(round.id))}
          >
            给个提示
          </button>
          <button
            type="button"
            className="yw-button yw-button--soft"
            data-testid="jdmz-chain-end"
            disabled={busy}
            onClick={() => run(() => end.mutateAsync(round.id))}
          >
            不玩了
          </button>
        </div>
      </form>
    </section>
  );
}
