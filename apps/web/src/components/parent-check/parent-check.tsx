// The parent check (issue 18): one gate before purchase, membership, account deletion, logout and the
// weekly report. A grown-up answers an arithmetic question written in words (made and marked on the
// server) or types the parent PIN; the pass then holds a few minutes in this tab.
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useStoredAccount } from '../../lib/account-store';
import { failureMessage } from '../../lib/http-transport';
import { FormError } from '../form-field/form-field';
import { Mascot } from '../mascot/mascot';
import { PageFailure, PageLoading } from '../page-state/page-state';
import { TitleBar } from '../title-bar/title-bar';
import { useParentQuestion, usePassParentCheck } from './parent-check.api';
import { useParentPass } from './parent-pass';
import './parent-check.css';

type Mode = 'question' | 'pin';

/** The check itself: the friendly note for a child, then the question or the PIN. */
export function ParentCheckForm({ onPassed, what }: { onPassed?: () => void; what: string }) {
  const [round, setRound] = useState(0);
  const [mode, setMode] = useState<Mode>('question');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const question = useParentQuestion(round);
  const pass = usePassParentCheck();
  const inputId = useId();

  const another = () => {
    setRound((r) => r + 1);
    setValue('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (mode === 'pin' && !/^\d{4,6}$/.test(typed)) return setError('家长密码是 4 到 6 位数字');
    if (mode === 'question' && !/^\d{1,4}$/.test(typed)) return setError('请用数字写出答案，比如 19');
    const checkId = question.data?.check_id;
    if (mode === 'question' && !checkId) return;
    setError(undefined);
    pass.mutate(mode === 'pin' ? { pin: typed } : { checkId: checkId ?? '', answer: typed }, {
      onSuccess: () => onPassed?.(),
      onError: (failure) => {
        setError(failureMessage(failure));
        // A wrong answer used the question up: the next one is ready at once.
        if (mode === 'question') another();
        else setValue('');
      },
    });
  };

  let body: ReactNode;
  if (question.isPending) body = <PageLoading />;
  else if (question.isError) body = <PageFailure error={question.error} onRetry={another} />;
  else {
    const hasPin = question.data.has_pin;
    body = (
      <form className="yw-parent-check__form" onSubmit={submit} noValidate data-testid="parent-check-form">
        {hasPin && (
          <div className="yw-parent-check__modes" role="tablist" aria-label="验证方式">
            {(['question', 'pin'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                className={`yw-parent-check__mode${mode === m ? ' is-active' : ''}`}
                onClick={() => {
                  setMode(m);
                  setValue('');
                  setError(undefined);
                }}
                data-testid={`parent-mode-${m}`}
              >
                {m === 'question' ? '回答算术题' : '输入家长密码'}
              </button>
            ))}
          </div>
        )}
        {mode === 'question' ? (
          <>
            <label className="yw-parent-check__label" htmlFor={inputId}>
              请家长算一算：
            </label>
            <p className="yw-parent-check__question yw-kai" data-testid="parent-question">
              {question.data.question}
            </p>
          </>
        ) : (
          <label className="yw-parent-check__label" htmlFor={inputId}>
            请输入家长密码（4 到 6 位数字）：
          </label>
        )}
        <input
          id={inputId}
          className="yw-parent-check__input"
          type={mode === 'pin' ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={mode === 'pin' ? 6 : 4}
          value={value}
          placeholder={mode === 'pin' ? '家长密码' : '用数字写答案'}
          onChange={(e) => setValue(e.target.value)}
          data-testid="parent-answer"
        />
        <FormError message={error} testId="parent-check-error" />
        <div className="yw-parent-check__actions">
          {mode === 'question' && (
            <button type="button" className="yw-button yw-button--soft" onClick={another}>
              换一道题
            </button>
          )}
          <button type="submit" className="yw-button" disabled={pass.isPending} data-testid="parent-submit">
            {pass.isPending ? '验证中...' : '确定'}
          </button>
        </div>
      </form>
    );
  }
  return (
    <section className="yw-parent-check" aria-label="家长验证" data-testid="parent-check">
      <div className="yw-parent-check__note">
        <Mascot pose="greeting" className="yw-parent-check__mascot" />
        <div>
          <p className="yw-parent-check__title">请爸爸妈妈来帮个忙</p>
          <p className="yw-parent-check__hint">{what}要由大人来操作。小朋友，请把设备交给爸爸妈妈吧。</p>
        </div>
      </div>
      {body}
    </section>
  );
}

/**
 * A page behind the check: the page itself while this tab holds a pass, else the check in its
 * place (with its own title bar), and the page as soon as it is passed.
 */
export function ParentCheck({ children, what = '这一页' }: { children: ReactNode; what?: string }) {
  const { id } = useStoredAccount();
  const pass = useParentPass(id);
  if (pass) return children;
  return (
    <>
      <TitleBar title="家长验证" back />
      <main className="yw-page">
        <ParentCheckForm what={what} />
      </main>
    </>
  );
}

/** The check as a dialog before an action (logout): `onPassed` runs at once while a pass holds. */
export function ParentCheckDialog({
  what,
  onPassed,
  onClose,
}: {
  what: string;
  onPassed: () => void;
  onClose: () => void;
}) {
  const { id } = useStoredAccount();
  const pass = useParentPass(id);
  const titleId = useId();
  useEffect(() => {
    if (pass) onPassed();
  }, [pass, onPassed]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (pass) return null;
  return (
    <div className="yw-parent-check__mask">
      <div className="yw-parent-check__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="yw-visually-hidden">
          家长验证
        </h2>
        <ParentCheckForm what={what} />
        <button type="button" className="yw-parent-check__close" onClick={onClose} data-testid="parent-check-close">
          先不了
        </button>
      </div>
    </div>
  );
}
