import type { Dictation, DictationMode, DictationResult } from '@yuwen/protocol';
import { useCallback, useEffect, useState } from 'react';
import { FormError } from '../../../components/form-field/form-field';
import { failureMessage } from '../../../lib/http-transport';
import { useSubmitDictation } from '../api/dictation-submit.api';
import {
  charsOf,
  initialMarks,
  type Marks,
  marksComplete,
  marksParam,
  nextOpenChar,
  setMark,
  toggleMark,
  wordRight,
  wrongChars,
} from '../dictation-marks';
import { type Pace, SPEAKING_LABELS } from '../speech';
import { ScreenWord } from './screen-word';
import { useWordSpeaker } from './use-word-speaker';

/** 纸笔's answers: every word with its pinyin; a tap on a character marks it wrong (and back). */
function PaperAnswers({
  dictation,
  marks,
  onToggle,
}: {
  dictation: Dictation;
  marks: Marks;
  onToggle: (word: number, char: number) => void;
}) {
  return (
    <ol className="yw-bpcy-answers" data-testid="dictation-answers">
      {dictation.words.map((word, i) => {
        const row = marks[i] ?? [];
        return (
          <li key={word.word} className="yw-bpcy-answer" data-testid="dictation-answer" data-word={word.word}>
            <span className="yw-bpcy-answer__number">{i + 1}</span>
            <span className="yw-bpcy-answer__body">
              <span className="yw-bpcy-answer__pinyin">{word.pinyin}</span>
              <span className="yw-bpcy-answer__chars">
                {charsOf(word.word).map((char, j) => {
                  const wrong = row[j] === false;
                  return (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: a word may hold the same character twice.
                      key={j}
                      type="button"
                      className={`yw-bpcy-answer__char yw-kai${wrong ? ' is-wrong' : ''}`}
                      aria-pressed={wrong}
                      aria-label={`${char}${wrong ? '，标成写错了' : ''}`}
                      data-testid="dictation-answer-char"
                      data-char={char}
                      onClick={() => onToggle(i, j)}
                    >
                      {char}
                    </button>
                  );
                })}
              </span>
            </span>
            <span className={`yw-bpcy-answer__verdict${wordRight(row) ? ' is-right' : ' is-wrong'}`} aria-hidden="true">
              {wordRight(row) ? '✓' : '✗'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One dictation: each word is said (重复, 慢一点, 下一个); in 屏幕书写 the pupil writes it on the
 * stroke checker, in 纸笔 on paper and then marks the wrong characters on the answers. Handed in
 * once; `onDone` hears the result.
 */
export function DictationRound({
  dictation,
  mode,
  onDone,
}: {
  dictation: Dictation;
  mode: DictationMode;
  onDone: (result: DictationResult) => void;
}) {
  const { words } = dictation;
  const [index, setIndex] = useState(0);
  const [marks, setMarks] = useState<Marks>(() => initialMarks(words, mode === 'paper' ? true : null));
  const [checking, setChecking] = useState(false);
  const [pace, setPace] = useState<Pace>('normal');
  const [preferRecordings, setPreferRecordings] = useState(false);
  const [showPinyin, setShowPinyin] = useState(false);
  const speaker = useWordSpeaker(words, preferRecordings);
  const submit = useSubmitDictation();
  const word = words[index];
  const { speak, stop } = speaker;
  const way = word ? speaker.wayOf(word) : speaker.way;

  // Each word is said as it comes, as a teacher reads it out.
  useEffect(() => {
    if (word && !checking) speak(word, 'normal');
  }, [word, checking, speak]);
  useEffect(() => {
    if (checking) stop();
  }, [checking, stop]);

  const mark = useCallback((char: number, right: boolean) => setMarks((m) => setMark(m, index, char, right)), [index]);
  const last = index === words.length - 1;
  const wordDone = mode === 'paper' || nextOpenChar(marks, index) === -1;
  const handIn = () =>
    submit.mutate({ id: dictation.id, mode, marks: marksParam(marks) }, { onSuccess: (result) => onDone(result) });
  const next = () => {
    setShowPinyin(false);
    setPace('normal');
    if (!last) setIndex(index + 1);
    else if (mode === 'paper') setChecking(true);
  };
  const slower = () => {
    setPace('slow');
    if (word) speak(word, 'slow');
  };

  if (checking || !word) {
    const wrong = wrongChars(words, marks);
    return (
      <section className="yw-bpcy-round" data-testid="dictation-check">
        <h2 className="yw-bpcy-round__title">看答案，批一批</h2>
        <p className="yw-bpcy-note">对照答案看纸上写的字，写错的字点一下标成红色，再点一下取消。</p>
        <PaperAnswers dictation={dictation} marks={marks} onToggle={(w, c) => setMarks((m) => toggleMark(m, w, c))} />
        <p className="yw-bpcy-round__summary" data-testid="dictation-wrong-count">
          {wrong.length === 0 ? '全都写对了吗？真棒！' : `标出了 ${wrong.length} 个错字：${wrong.join('、')}`}
        </p>
        <FormError
          message={submit.isError ? failureMessage(submit.error) : undefined}
          testId="dictation-submit-error"
        />
        <button
          type="button"
          className="yw-big-button"
          data-testid="dictation-submit"
          disabled={submit.isPending}
          onClick={handIn}
        >
          {submit.isPending ? '正在交卷…' : '交卷'}
        </button>
      </section>
    );
  }

  return (
    <section className="yw-bpcy-round" data-testid="dictation-round" data-index={index} data-mode={mode}>
      <header className="yw-bpcy-round__head">
        <span className="yw-bpcy-round__progress" data-testid="dictation-progress">
          第 {index + 1} / {words.length} 个
        </span>
        <span className="yw-bpcy-way" data-testid="dictation-way" data-way={way}>
          {SPEAKING_LABELS[way]}
        </span>
      </header>
      <ol className="yw-bpcy-round__dots" aria-hidden="true">
        {words.map((w, i) => (
          <li key={w.word} className={`yw-bpcy-round__dot${i < index ? ' is-done' : i === index ? ' is-now' : ''}`} />
        ))}
      </ol>

      <div className={`yw-bpcy-listen${speaker.speaking ? ' is-speaking' : ''}`}>
        <p className="yw-bpcy-listen__ask">
          {mode === 'paper' ? '听一听，把这个词语写在纸上' : '听一听，把这个词语写在下面的田字格里'}
        </p>
        {(showPinyin || way === 'none') && (
          <p className="yw-bpcy-listen__pinyin" data-testid="dictation-pinyin">
            {word.pinyin}
          </p>
        )}
        <div className="yw-bpcy-listen__tools" role="toolbar" aria-label="朗读">
          <button
            type="button"
            className="yw-button"
            data-testid="dictation-repeat"
            disabled={way === 'none'}
            onClick={() => speak(word, pace)}
          >
            重复
          </button>
          <button
            type="button"
            className={`yw-button yw-button--soft${pace === 'slow' ? ' is-on' : ''}`}
            aria-pressed={pace === 'slow'}
            data-testid="dictation-slower"
            disabled={way === 'none' || way === 'teacher'}
            onClick={slower}
          >
            慢一点
          </button>
          {way !== 'none' && (
            <button
              type="button"
              className="yw-button yw-button--soft"
              aria-pressed={showPinyin}
              data-testid="dictation-hint"
              onClick={() => setShowPinyin(!showPinyin)}
            >
              {showPinyin ? '藏起拼音' : '看拼音'}
            </button>
          )}
        </div>
        {speaker.hasVoice && way !== 'teacher' && (
          <button type="button" className="yw-bpcy-link-button" onClick={() => setPreferRecordings(!preferRecordings)}>
            {preferRecordings ? '改用设备朗读' : '改用按音节朗读'}
          </button>
        )}
      </div>

      {mode === 'screen' && <ScreenWord key={index} word={word} marks={marks[index] ?? []} onMark={mark} />}

      <div className="yw-bpcy-round__foot">
        <FormError
          message={submit.isError ? failureMessage(submit.error) : undefined}
          testId="dictation-submit-error"
        />
        {mode === 'screen' && last ? (
          <button
            type="button"
            className="yw-big-button"
            data-testid="dictation-submit"
            disabled={!marksComplete(marks) || submit.isPending}
            onClick={handIn}
          >
            {submit.isPending ? '正在交卷…' : '交卷'}
          </button>
        ) : (
          <button
            type="button"
            className="yw-big-button"
            data-testid="dictation-next"
            disabled={!wordDone}
            onClick={next}
          >
            {last ? '写完了，看答案' : '下一个'}
          </button>
        )}
      </div>
    </section>
  );
}
