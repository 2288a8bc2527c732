import { PINYIN_TEXT_MAX_CHARS } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../../../lib/http-transport';
import { useTextPinyin } from '../api/text-pinyin.api';

/** 文字注音: any text a pupil types, with the pinyin over each character; a reading with a recording plays. */
export function TextPinyin({ play, playing }: { play: (url: string) => void; playing: string }) {
  const [text, setText] = useState('');
  const annotate = useTextPinyin();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') annotate.mutate(text);
  };

  return (
    <section className="yw-hzzy-section" data-testid="text-pinyin">
      <form className="yw-text-pinyin__form" onSubmit={submit}>
        <textarea
          className="yw-text-pinyin__input"
          value={text}
          maxLength={PINYIN_TEXT_MAX_CHARS}
          rows={3}
          placeholder="输入一句话，看看每个字怎么读"
          aria-label="要注音的文字"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="yw-button" disabled={text.trim() === '' || annotate.isPending}>
          {annotate.isPending ? '注音中…' : '注音'}
        </button>
      </form>
      {annotate.isError && <p className="yw-hzzy-note is-error">{failureMessage(annotate.error)}</p>}
      {annotate.data && (
        <>
          <p className="yw-text-pinyin__result yw-kai" data-testid="text-pinyin-result">
            {annotate.data.map((c, i) =>
              c.pinyin === '' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a result never changes; a character's place in the text is its identity.
                <span key={i} className="yw-text-pinyin__plain">
                  {c.char}
                </span>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <ruby key={i}>
                  {c.audio === '' ? (
                    <span className="yw-text-pinyin__char is-silent" title="暂无录音">
                      {c.char}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={`yw-text-pinyin__char${playing === c.audio ? ' is-playing' : ''}`}
                      aria-label={`${c.char} ${c.pinyin}，播放读音`}
                      onClick={() => play(c.audio)}
                    >
                      {c.char}
                    </button>
                  )}
                  <rt>{c.pinyin}</rt>
                </ruby>
              ),
            )}
          </p>
          <p className="yw-hzzy-note">
            多音字按上下文判断读音，由程序自动注音，偶有不准；点一个字听它的读音，虚线的字暂无录音。
          </p>
        </>
      )}
    </section>
  );
}
