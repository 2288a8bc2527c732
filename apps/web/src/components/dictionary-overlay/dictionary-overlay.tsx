import {
  type Character,
  CODE,
  type IdiomReference,
  MESSAGE,
  TOAST_DEFAULT_DURATION_MS,
  type TraditionalForm,
} from '@yuwen/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { CallError, failureMessage } from '../../lib/http-transport';
import { StrokeAnimation, WritingQuiz } from '../hanzi-writer/hanzi-writer-board';
import { SpeakerIcon, SpeakerOffIcon } from '../icons/icons';
import { PageLoading } from '../page-state/page-state';
import { toast } from '../toast/toast-store';
import { useCharacter } from './character.api';
import { closeDictionary } from './dictionary-overlay-store';
import { parseAnalysis, parseBasicParaphrase, parseExtParaphrase } from './paraphrase';
import {
  dictionaryPlayer,
  hasChineseSynthesis,
  pauseOtherMedia,
  readSpeakerOn,
  speak,
  storeSpeakerOn,
  voiceOf,
} from './pronunciation';
import './dictionary-overlay.css';

/** Spec §8: not found → 未查询到该汉字的信息, other failures → the server's message; 2 s each. */
function tellFailure(error: unknown): void {
  const notFound = error instanceof CallError && 'code' in error.failure && error.failure.code === CODE.notFound;
  toast.info(notFound ? MESSAGE.characterNotFound : failureMessage(error), TOAST_DEFAULT_DURATION_MS);
}

/** Whether a Chinese synthesis voice exists; browsers list their voices a moment after loading. */
function useChineseSynthesis(): boolean {
  const [available, setAvailable] = useState(hasChineseSynthesis);
  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const update = () => setAvailable(hasChineseSynthesis());
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return available;
}

function ReadingButton({ char, reading, url, first }: { char: string; reading: string; url: string; first: boolean }) {
  const [playing, setPlaying] = useState(false);
  const voice = voiceOf(url, first, useChineseSynthesis());
  useEffect(() => dictionaryPlayer().onEnded(() => setPlaying(false)), []);
  const play = () => {
    pauseOtherMedia();
    if (voice.kind === 'recording') {
      setPlaying(true);
      dictionaryPlayer().play(voice.url);
    } else if (voice.kind === 'synthesis') speak(char);
  };
  return (
    <span className="yw-dict__reading">
      <span className="yw-dict__pinyin">{reading}</span>
      {voice.kind === 'none' ? (
        <span className="yw-dict__no-audio">暂无录音</span>
      ) : (
        <button
          type="button"
          className={`yw-dict__audio${playing ? ' is-playing' : ''}`}
          aria-label={`朗读 ${reading}`}
          data-testid="reading-audio"
          onClick={play}
        >
          <SpeakerIcon />
          {voice.kind === 'synthesis' && <span className="yw-dict__synth">语音合成</span>}
        </button>
      )}
    </span>
  );
}

type Tab = 0 | 1 | 2;
const TABS: readonly { index: Tab; title: string }[] = [
  { index: 0, title: '基本释义' },
  { index: 1, title: '详细释义' },
  { index: 2, title: '成语典故' },
];

function BasicMeaning({ text }: { text: string }) {
  const blocks = parseBasicParaphrase(text);
  if (blocks.length === 0)
    return <p className="yw-dict__empty">这个字的基本释义还没有编写，可以先看「详细释义」里的常用词语。</p>;
  return (
    <>
      {blocks.map((block) => (
        <section key={block.reading} className="yw-dict__block">
          <h4 className="yw-dict__block-title">{block.reading}</h4>
          <ol className="yw-dict__senses">
            {block.lines.map((sense) => (
              <li key={`${sense.number}${sense.text}`}>
                {sense.number && <span className="yw-dict__sense-no">{sense.number}.</span>}
                {sense.label && <span className="yw-dict__label">{sense.label.slice(1, -1)}</span>}
                {sense.text}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

function FullMeaning({ text }: { text: string }) {
  const blocks = parseExtParaphrase(text);
  if (blocks.length === 0) return <p className="yw-dict__empty">暂无详细释义。</p>;
  return (
    <>
      {blocks.map((block) => (
        <section key={block.reading} className="yw-dict__block">
          <h4 className="yw-dict__block-title">{block.reading}</h4>
          <ul className="yw-dict__words">
            {block.lines.map((line) => (
              <li key={`${line.word}${line.explanation}`}>
                {line.word && (
                  <span className="yw-dict__word">
                    <span className="yw-kai">{line.word}</span>
                    <span className="yw-dict__word-pinyin">{line.pinyin}</span>
                  </span>
                )}
                {line.explanation && <span className="yw-dict__word-text">{line.explanation}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** 见“…”/同“…” in a gloss: the idiom it points to, opened in place (no idiom page to go to). */
function IdiomReferenceLink({ reference }: { reference: IdiomReference }) {
  const [open, setOpen] = useState(false);
  return (
    <p className="yw-dict__see-also">
      <button type="button" className="yw-dict__reveal" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        「{reference.idiom}」是什么意思
      </button>
      {open && <span className="yw-dict__see-also-text">{reference.paraphrase}</span>}
    </p>
  );
}

/** Each traditional form with the words that take it, shown only when the data names such words. */
function TraditionalForms({ forms }: { forms: TraditionalForm[] }) {
  if (!forms.some((f) => f.words.length > 0)) return null;
  return (
    <p className="yw-dict__trad-forms" data-testid="traditional-forms">
      {forms.map((f) => (
        <span key={f.form} className="yw-dict__trad-form">
          <span className="yw-kai">{f.form}</span>
          {f.words.length > 0 && `：${f.words.join('、')}`}
        </span>
      ))}
    </p>
  );
}

/** One labelled field of an idiom; a field we have no text for is left out, never shown as missing. */
function IdiomField({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <p>
      <b>{label}</b>
      {text}
    </p>
  );
}

function IdiomStories({ idioms }: { idioms: Character['example_idiom'] }) {
  if (idioms.length === 0) return <p className="yw-dict__empty">暂未收录含这个字的成语。</p>;
  return (
    <ul className="yw-dict__idioms">
      {idioms.map((idiom) => (
        <li key={idiom.id} className="yw-dict__idiom">
          <p className="yw-dict__idiom-name yw-kai">{idiom.idiom}</p>
          <IdiomField label="释义" text={idiom.paraphrase} />
          {idiom.see_also.map((ref) => (
            <IdiomReferenceLink key={ref.idiom} reference={ref} />
          ))}
          <IdiomField label="出处" text={idiom.origin} />
          <IdiomField label="例句" text={idiom.example} />
        </li>
      ))}
    </ul>
  );
}

function Analysis({ text }: { text: string }) {
  if (!text) return <p className="yw-dict__empty">暂无字形分析。</p>;
  return (
    <p className="yw-dict__analysis" data-testid="character-analysis">
      {parseAnalysis(text).map((part, i) => {
        const key = `${i}`;
        if (part.kind === 'break') return <br key={key} />;
        if (part.kind === 'image')
          return <img key={key} className="yw-dict__component" src={part.src} alt={part.alt} />;
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}

const ANIMATION_SIZE = 150;
const QUIZ_SIZE = 220;

/**
 * The dictionary entity laid out (the overlay's body; the character page shows it in full page
 * form, with its own writing board in place of the write-it board).
 */
export function Entry({
  entry,
  speakerOn,
  desktopInParent,
  writing,
}: {
  entry: Character;
  speakerOn: boolean;
  desktopInParent: boolean;
  writing?: ReactNode;
}) {
  const [tab, setTab] = useState<Tab>(0);
  const [animating, setAnimating] = useState(true);
  const [analysisShown, setAnalysisShown] = useState(!desktopInParent);
  const char = entry.character_simplified;
  const firstRecording = entry.pinyin.find((p) => p.pronunciation)?.pronunciation ?? '';

  // The speaker on: the first recorded reading plays as the entry opens.
  useEffect(() => {
    if (speakerOn && firstRecording) dictionaryPlayer().play(firstRecording);
  }, [speakerOn, firstRecording]);

  return (
    <div className="yw-dict__entry" data-testid="dictionary-entry" data-char={char}>
      <header className="yw-dict__hero">
        <div className="yw-dict__glyph">
          {entry.character_glyph_img ? (
            <img src={entry.character_glyph_img} alt={char} data-testid="character-glyph" />
          ) : (
            <span className="yw-kai">{char}</span>
          )}
        </div>
        <div className="yw-dict__hero-text">
          <p className="yw-dict__char">
            <span className="yw-kai">{char}</span>
            {entry.character_traditional && (
              <span className="yw-dict__trad yw-kai" title="繁体">
                （{entry.character_traditional}）
              </span>
            )}
          </p>
          <TraditionalForms forms={entry.character_traditional_forms} />
          <div className="yw-dict__readings">
            {entry.pinyin.length === 0 && <span className="yw-dict__no-audio">暂无读音</span>}
            {entry.pinyin.map((p, i) => (
              <ReadingButton
                key={p.unicode_tone}
                char={char}
                reading={p.unicode_tone}
                url={p.pronunciation}
                first={i === 0}
              />
            ))}
          </div>
        </div>
      </header>

      {entry.character_origin_img && (
        <section className="yw-dict__section">
          <h3 className="yw-dict__section-title">字源演变</h3>
          <img className="yw-dict__origin" src={entry.character_origin_img} alt={`${char}的古文字字形`} />
        </section>
      )}

      {entry.character_writing_animation && (
        <section className="yw-dict__section yw-dict__boards">
          <div>
            <h3 className="yw-dict__section-title">
              笔顺演示
              <button
                type="button"
                className="yw-dict__flag"
                aria-pressed={animating}
                onClick={() => setAnimating((a) => !a)}
              >
                {animating ? '看字形' : '看笔顺'}
              </button>
            </h3>
            {animating ? (
              <StrokeAnimation char={char} dataUrl={entry.character_writing_animation} size={ANIMATION_SIZE} />
            ) : (
              <img
                className="yw-dict__static"
                src={entry.character_glyph_img}
                alt={char}
                width={ANIMATION_SIZE}
                height={ANIMATION_SIZE}
              />
            )}
          </div>
          <div>
            <h3 className="yw-dict__section-title">描红练习</h3>
            {writing ?? <WritingQuiz char={char} dataUrl={entry.character_writing_animation} size={QUIZ_SIZE} />}
          </div>
        </section>
      )}

      <section className="yw-dict__section">
        <h3 className="yw-dict__section-title">字形分析</h3>
        {analysisShown ? (
          <Analysis text={entry.character_analyse} />
        ) : (
          <button type="button" className="yw-dict__reveal" onClick={() => setAnalysisShown(true)}>
            点击查看字形分析
          </button>
        )}
      </section>

      <section className="yw-dict__section">
        <div className="yw-dict__tabs" role="tablist">
          {TABS.map((t) => (
            <button
              key={t.index}
              type="button"
              role="tab"
              aria-selected={tab === t.index}
              className={`yw-dict__tab${tab === t.index ? ' is-active' : ''}`}
              onClick={() => setTab(t.index)}
            >
              {t.title}
            </button>
          ))}
        </div>
        <div className="yw-dict__panel" role="tabpanel" data-testid={`dictionary-tab-${tab}`}>
          {tab === 0 && <BasicMeaning text={entry.basic_paraphrase} />}
          {tab === 1 && <FullMeaning text={entry.ext_paraphrase} />}
          {tab === 2 && <IdiomStories idioms={entry.example_idiom} />}
        </div>
      </section>
    </div>
  );
}

/** The character-source dictionary (字源字典, spec §2) over the page, on one query. */
export function DictionaryOverlay({ query, desktop }: { query: string; desktop: boolean }) {
  // The host asked for it at the tap (`prefetchCharacter`).
  const result = useCharacter(query, { retryOnMount: false });
  const [speakerOn, setSpeakerOn] = useState(readSpeakerOn);
  const desktopInParent = desktop && window.self !== window.top;

  // Opening pauses whatever is playing; closing stops the dictionary's own reading.
  useEffect(() => {
    pauseOtherMedia();
    return () => dictionaryPlayer().stop();
  }, []);

  // A failed lookup is told once and the view resets (spec §8).
  useEffect(() => {
    if (!result.error) return;
    tellFailure(result.error);
    closeDictionary();
  }, [result.error]);

  const toggleSpeaker = () => {
    const next = !speakerOn;
    storeSpeakerOn(next);
    setSpeakerOn(next);
    if (!next) dictionaryPlayer().stop();
  };

  return (
    <div
      className={`yw-dict${desktop ? ' yw-dict--desktop' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label="字源字典"
      data-testid="dictionary-overlay"
    >
      <div className="yw-dict__sheet">
        <div className="yw-dict__bar">
          <button type="button" className="yw-dict__bar-button" aria-label="关闭" onClick={closeDictionary}>
            ×
          </button>
          <h2 className="yw-dict__title">字源字典</h2>
          <button
            type="button"
            className="yw-dict__bar-button"
            aria-label={speakerOn ? '关闭自动朗读' : '打开自动朗读'}
            aria-pressed={speakerOn}
            data-testid="speaker-toggle"
            onClick={toggleSpeaker}
          >
            {speakerOn ? <SpeakerIcon /> : <SpeakerOffIcon />}
          </button>
        </div>
        <div className="yw-dict__body">
          {result.data ? (
            <Entry key={result.data.id} entry={result.data} speakerOn={speakerOn} desktopInParent={desktopInParent} />
          ) : (
            <PageLoading />
          )}
        </div>
      </div>
    </div>
  );
}
