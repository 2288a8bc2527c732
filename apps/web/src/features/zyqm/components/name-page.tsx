import type { NameIdea } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useKeepName, useNameFavourites, useNameIdeas, useRemoveName } from '../api/zyqm.api';

const TONE_NAMES = ['', '一声', '二声', '三声', '四声'];
const LENGTHS = [
  { value: 2, label: '两个字' },
  { value: 1, label: '一个字' },
  { value: 0, label: '都看看' },
];

/** The source line with the name's characters marked. */
function SourceLine({ idea }: { idea: NameIdea }) {
  return (
    <p className="yw-zyqm-line yw-kai" data-testid="zyqm-name-line">
      {[...idea.line].map((c, i) =>
        idea.marks.includes(i) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions in the line.
          <mark key={i}>{c}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{c}</span>
        ),
      )}
    </p>
  );
}

function IdeaCard({ surname, idea, action }: { surname: string; idea: NameIdea; action: React.ReactNode }) {
  return (
    <li className="yw-zyqm-card yw-zyqm-idea" data-testid="zyqm-idea">
      <div className="yw-zyqm-idea__head">
        <span className="yw-zyqm-idea__name yw-kai" data-testid="zyqm-idea-name">
          {surname}
          {idea.name}
        </span>
        {action}
      </div>
      <ul className="yw-zyqm-idea__chars">
        {idea.chars.map((c) => (
          <li key={c.char}>
            <button type="button" className="yw-zyqm-idea__char yw-kai" onClick={() => openDictionary(c.char)}>
              {c.char}
            </button>
            <span>
              {c.pinyin}（{TONE_NAMES[c.tone]}）· {c.strokes} 画
            </span>
            <span className="yw-zyqm-note">{c.meaning}</span>
          </li>
        ))}
      </ul>
      <SourceLine idea={idea} />
      <p className="yw-zyqm-note">
        出自{idea.collection}《{idea.title}》
        {idea.author ? ` · ${idea.dynasty ? `〔${idea.dynasty}〕` : ''}${idea.author}` : ''}
      </p>
    </li>
  );
}

function Favourites() {
  const answer = useNameFavourites();
  const remove = useRemoveName();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  return (
    <section className="yw-zyqm-stack" data-testid="zyqm-favourites">
      <h2 className="yw-zyqm-heading">我收藏的名字</h2>
      {answer.data.list.length === 0 ? (
        <p className="yw-zyqm-note">还没有收藏。看到喜欢的名字，点“收藏”就能留在这里。</p>
      ) : (
        <ul className="yw-zyqm-stack">
          {answer.data.list.map((fav) => (
            <IdeaCard
              key={fav.id}
              surname={fav.surname}
              idea={fav}
              action={
                <button
                  type="button"
                  className="yw-zyqm-button yw-zyqm-button--soft"
                  onClick={() => remove.mutate(fav.id)}
                >
                  取消收藏
                </button>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** 个性起名: a surname of 百家姓, then ideas from 诗经, 楚辞 and 唐诗, each to keep. */
export function NamePage() {
  const [draft, setDraft] = useState('');
  const [surname, setSurname] = useState('');
  const [length, setLength] = useState(2);
  const ideas = useNameIdeas(surname, length);
  const keep = useKeepName();
  const kept = useNameFavourites();
  const keptNames = new Set(kept.data?.list.map((f) => `${f.surname}${f.name}`));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSurname(draft.trim());
  };
  const pages = ideas.data?.pages ?? [];
  const list = pages.flatMap((p) => p.list);
  return (
    <div className="yw-zyqm-stack">
      <form className="yw-zyqm-card yw-zyqm-form" onSubmit={submit}>
        <label className="yw-zyqm-heading" htmlFor="zyqm-surname">
          写上姓，从古诗里找好名字
        </label>
        <div className="yw-zyqm-form__row">
          <input
            id="zyqm-surname"
            className="yw-zyqm-input yw-kai"
            value={draft}
            maxLength={2}
            placeholder="李"
            onChange={(e) => setDraft(e.target.value)}
            data-testid="zyqm-surname"
          />
          <button type="submit" className="yw-zyqm-button" data-testid="zyqm-surname-go">
            找名字
          </button>
        </div>
        <fieldset className="yw-zyqm-chips" aria-label="名字的字数">
          {LENGTHS.map((l) => (
            <button
              key={l.value}
              type="button"
              className="yw-zyqm-chip"
              aria-pressed={length === l.value}
              onClick={() => setLength(l.value)}
            >
              {l.label}
            </button>
          ))}
        </fieldset>
        <p className="yw-zyqm-note">
          名字取自《诗经》《楚辞》和唐诗：看字的意思、读音和笔画，三个字不会都是同一个声调。这里不算命，也不讲五行。
        </p>
      </form>
      {surname !== '' &&
        (ideas.isPending ? (
          <PageLoading />
        ) : ideas.isError ? (
          <PageMessage glyph="姓" title={ideas.error.message} testId="zyqm-name-error" />
        ) : list.length === 0 ? (
          <PageMessage glyph="名" title="没有找到合适的名字，换个字数试试" />
        ) : (
          <>
            <ul className="yw-zyqm-stack" data-testid="zyqm-ideas">
              {list.map((idea) => {
                const isKept = keptNames.has(`${surname}${idea.name}`);
                return (
                  <IdeaCard
                    key={idea.name}
                    surname={surname}
                    idea={idea}
                    action={
                      <button
                        type="button"
                        className="yw-zyqm-button"
                        disabled={isKept || keep.isPending}
                        onClick={() =>
                          keep.mutate({ surname, name: idea.name, poem_id: idea.poem_id, line: idea.line })
                        }
                        data-testid="zyqm-keep"
                      >
                        {isKept ? '已收藏' : '收藏'}
                      </button>
                    }
                  />
                );
              })}
            </ul>
            {ideas.hasNextPage && (
              <button
                type="button"
                className="yw-zyqm-button yw-zyqm-button--soft"
                onClick={() => ideas.fetchNextPage()}
                disabled={ideas.isFetchingNextPage}
              >
                再看一些
              </button>
            )}
          </>
        ))}
      <Favourites />
    </div>
  );
}
