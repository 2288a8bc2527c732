import { DICTATION_MAX_WORDS, type WordList } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useCreateWordList, useDeleteWordList, useMyWordLists } from '../api/word-lists.api';
import { ManageError } from './manage-error';
import './word-manager.css';

/** Where a pupil opens a list: 部编词语's address for it (features/bpcy/bpcy-links.ts reads `list`). */
export function wordListLink(origin: string, code: string): string {
  return `${origin}/bpcy?list=${encodeURIComponent(code)}`;
}

function copyLink(list: WordList) {
  const link = wordListLink(window.location.origin, list.code);
  navigator.clipboard
    .writeText(link)
    .then(() => toast.success(`已复制「${list.name}」的链接`))
    .catch(() => toast.error('没能复制，请手动选中链接复制'));
}

/** Name and words, then 保存 (which answers the share code). */
function NewListForm() {
  const [name, setName] = useState('');
  const [words, setWords] = useState('');
  const create = useCreateWordList();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, words },
      {
        onSuccess: (saved) => {
          toast.success(`已保存「${saved.name}」，编号 ${saved.code}`);
          setName('');
          setWords('');
        },
      },
    );
  };
  return (
    <form className="yw-manage-form yw-word-list-form" onSubmit={submit} data-testid="word-list-form">
      <label>
        词语单名字
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={20}
          placeholder="例如：第三单元听写"
          data-testid="word-list-name"
        />
      </label>
      <label className="yw-word-list-form__words">
        词语（用空格、逗号或换行隔开，最多 {DICTATION_MAX_WORDS} 个）
        <textarea
          className="yw-kai"
          rows={3}
          value={words}
          onChange={(e) => setWords(e.target.value)}
          data-testid="word-list-words"
        />
      </label>
      <div className="yw-manage-form__actions">
        <button type="submit" className="yw-button" disabled={create.isPending}>
          {create.isPending ? '保存中...' : '保存并生成编号'}
        </button>
      </div>
      <ManageError error={create.error} />
    </form>
  );
}

/** 听写词语单: a teacher's named lists, each shared by a short code and link. */
export function WordListManager() {
  const lists = useMyWordLists();
  const remove = useDeleteWordList();
  return (
    <section className="yw-manage-section" aria-labelledby="manage-word-list-title" data-testid="word-list-manager">
      <h2 id="manage-word-list-title" className="yw-section-title">
        听写词语单
      </h2>
      <p className="yw-manage-hint">
        写下要听写的词语，保存后得到编号和链接，发给学生或家长。学生打开链接就能听写，成绩记在学生自己的账号里。
      </p>
      <NewListForm />
      {lists.isPending ? (
        <PageLoading />
      ) : lists.isError ? (
        <p className="yw-manage-error">{failureMessage(lists.error)}</p>
      ) : lists.data.length === 0 ? (
        <p className="yw-manage-hint">还没有保存过词语单。</p>
      ) : (
        <ul className="yw-word-list-list" data-testid="word-list-items">
          {lists.data.map((list) => (
            <li key={list.code} className="yw-word-list-item" data-testid="word-list-item" data-code={list.code}>
              <span className="yw-word-list-item__head">
                <b>{list.name}</b>
                <span className="yw-word-list-item__code" data-testid="word-list-code">
                  编号 {list.code}
                </span>
              </span>
              <span className="yw-word-list-item__words yw-kai">{list.words.join(' ')}</span>
              <span className="yw-word-list-item__link">{wordListLink(window.location.origin, list.code)}</span>
              <span className="yw-word-list-item__actions">
                <button type="button" className="yw-link-button" onClick={() => copyLink(list)}>
                  复制链接
                </button>
                <button
                  type="button"
                  className="yw-link-button"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(list.code, {
                      onSuccess: () => toast.success(`已删除「${list.name}」`),
                      onError: (error) => toast.error(failureMessage(error)),
                    })
                  }
                >
                  删除
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
