// ask = 问答 on desktop (/index/ask): the list on the left, the question, the form or the FAQ on the right.
import type { AskQuestion, AskState } from '@yuwen/protocol';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { isAnswerer, useAskRole } from '../api/ask.api';
import { AskFaq } from './ask-faq';
import { AskForm } from './ask-form';
import { AskSent, Inbox, MyQuestions } from './ask-pages';
import { QuestionView } from './question-view';
import '../ask.css';

const BASE = '/index/ask';

/**
 * `?id=` a question, `?part=add` 我要提问, `?part=answer&state=` the answering list for teachers
 * and admins (the right side keeps the chosen question), nothing: the FAQ beside 我的提问.
 */
export function AskDesktop() {
  const [params] = useSearchParams();
  const role = useAskRole();
  const [sent, setSent] = useState<AskQuestion>();
  const id = Number(params.get('id')) || undefined;
  const part = params.get('part');
  const answering = part === 'answer' && isAnswerer(role.data);
  const state = (params.get('state') as AskState | null) ?? 'waiting';
  const keep = (extra: string) => `${BASE}?${answering ? `part=answer&state=${state}&` : ''}${extra}`;
  const open = (questionId: number) => keep(`id=${questionId}`);

  let main = <AskFaq />;
  if (id !== undefined) main = <QuestionView key={id} id={id} />;
  else if (part === 'add')
    main = sent ? (
      <AskSent question={sent} onAgain={() => setSent(undefined)} mineTo={`${BASE}?id=${sent.id}`} />
    ) : (
      <>
        <h2 className="yw-ask-subtitle">我要提问</h2>
        <AskForm onSent={setSent} />
      </>
    );

  return (
    <>
      <TitleBar title="问答" />
      <main className="yw-page yw-ask-page yw-ask-desktop" data-testid="ask-desktop">
        <aside className="yw-ask-desktop__side" data-testid="ask-side">
          <div className="yw-ask-desktop__hero">
            <AreaIcon moduleKey="ask" className="yw-ask-desktop__icon" />
            <p>学习中遇到不懂的地方？问一问吧！</p>
          </div>
          <Link className="yw-big-button" to={`${BASE}?part=add`} data-testid="ask-desktop-add">
            我要提问
          </Link>
          {isAnswerer(role.data) && (
            <nav className="yw-ask-tabs yw-ask-tabs--main" aria-label="问答">
              <Link to={BASE} className={answering ? '' : 'is-on'}>
                我的提问
              </Link>
              <Link to={`${BASE}?part=answer`} className={answering ? 'is-on' : ''} data-testid="ask-desktop-inbox">
                回答学生
              </Link>
            </nav>
          )}
          {answering ? (
            <Inbox
              state={state}
              stateTo={(s) => `${BASE}?part=answer&state=${s}`}
              to={open}
              {...(id !== undefined && { chosen: id })}
            />
          ) : (
            <MyQuestions to={open} addTo={`${BASE}?part=add`} {...(id !== undefined && { chosen: id })} />
          )}
        </aside>
        <section className="yw-ask-desktop__main" data-testid="ask-main">
          {main}
        </section>
      </main>
    </>
  );
}
