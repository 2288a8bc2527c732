import type { CharacterTile } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { AudioButton } from '../../../../components/audio-button/audio-button';
import { useCharacter } from '../../../../components/dictionary-overlay/character.api';
import { StrokeAnimation, WritingQuiz } from '../../../../components/hanzi-writer/hanzi-writer-board';
import { PageLoading } from '../../../../components/page-state/page-state';
import { failureMessage } from '../../../../lib/http-transport';
import { boardSize } from './board-size';

/**
 * One 会写 character: its stroke animation first, then written on the 田字格 with the stroke checker
 * over a faint model; the checker shows the pupil's own strokes and a score, which is handed up.
 */
export function XzCharacter({
  tile,
  position,
  last,
  onScore,
  onNext,
}: {
  tile: CharacterTile;
  /** e.g. 第 2 / 5 个字 */
  position: string;
  last: boolean;
  onScore: (score: number) => void;
  onNext: () => void;
}) {
  const entry = useCharacter(tile.char);
  const [size] = useState(boardSize);
  const [writing, setWriting] = useState(false);
  const [written, setWritten] = useState(false);
  const reading = entry.data?.pinyin[0];
  const strokeData = entry.data?.character_writing_animation ?? '';
  // Nothing to write with: the next character is the way on.
  const missing = entry.isError || (entry.data !== undefined && strokeData === '');

  let board: ReactNode;
  if (entry.isPending) board = <PageLoading />;
  else if (entry.isError) board = <p className="yw-tbp-note is-warning">{failureMessage(entry.error)}</p>;
  else if (strokeData === '') board = <p className="yw-tbp-note">这个字暂时没有笔顺数据，先跳过吧。</p>;
  else if (!writing) board = <StrokeAnimation char={tile.char} dataUrl={strokeData} size={size} />;
  else
    board = (
      <WritingQuiz
        char={tile.char}
        dataUrl={strokeData}
        size={size}
        grid="tian"
        onComplete={(result) => {
          setWritten(true);
          onScore(result.score);
        }}
      />
    );

  return (
    <section
      className="yw-tbp-card"
      data-testid="xz-character"
      data-char={tile.char}
      data-step={writing ? 'write' : 'watch'}
    >
      <p className="yw-tbp-progress">
        {position} · {writing ? '照着笔顺写一写' : '先看笔顺'}
      </p>
      <div className="yw-tbp-xz-head">
        <span className="yw-tbp-ask__pinyin">{reading?.unicode_tone ?? tile.readings[0] ?? ''}</span>
        <span className="yw-tbp-xz-head__char yw-kai">{tile.char}</span>
        {reading?.pronunciation && (
          <AudioButton urls={[reading.pronunciation]} label={`听一听「${tile.char}」的读音`} className="yw-tbp-listen">
            <span>听一听</span>
          </AudioButton>
        )}
      </div>
      {board}
      <div className="yw-tbp-nav">
        {writing ? (
          <button type="button" className="yw-button yw-button--soft" onClick={() => setWriting(false)}>
            再看笔顺
          </button>
        ) : (
          entry.data &&
          !missing && (
            <button type="button" className="yw-button" data-testid="xz-write" onClick={() => setWriting(true)}>
              我来写
            </button>
          )
        )}
        {(written || missing) && (
          <button type="button" className="yw-button" data-testid="xz-next" onClick={onNext}>
            {last ? '看看成绩' : '下一个字'}
          </button>
        )}
        {!written && !missing && (
          <button type="button" className="yw-button yw-button--soft" data-testid="xz-skip" onClick={onNext}>
            跳过
          </button>
        )}
      </div>
    </section>
  );
}
