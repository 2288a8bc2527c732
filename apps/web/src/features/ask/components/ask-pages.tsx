// ask = 问答: the phone pages — 我要提问, 我的提问, a question, and 待回答 for teachers and admins.
import { ASK_STATES, type AskQuestion, type AskState } from '@yuwen/protocol';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { isAnswerer, useAskRole, useInbox, useMyQuestions } from '../api/ask.api';
import { AskFaq } from './ask-faq';
import { AskForm } from './ask-form';
import { QuestionList } from './question-list';
import { QuestionView } from './question-view';
import '../ask.css';

const infoPath = (id: number) => `/ask/info?id=${id}`;
const ANSWER_PATH = '/ask/myquestion?part=answer';
const INBOX_TABS: Record<AskState, string> = { waiting: '待回答', answered: '已回答', hidden: '已收起' };

/** What shows once a question is sent: where it went and what comes next. */
export function AskSent({ question, onAgain, mineTo }: { question: AskQuestion; onAgain: () => void; mineTo: string }) {
  return (
    <PageMessage glyph="好" pose="cheering" title="问题发出去了" testId="ask-sent">
      <p className="yw-ask-soft">老师回答后，「我的提问」里会有红点提醒你。</p>
      <div className="yw-ask-actions">
        <Link className="yw-button" to={mineTo} data-question={question.id}>
          看看我的提问
        </Link>
        <button type="button" className="yw-button yw-button--soft" onClick={onAgain}>
          再问一个
        </button>
      </div>
    </PageMessage>
  );
}

/** /ask/add (`?lesson=` chooses a lesson of 同步教学). */
export function AskAddPage() {
  const [params] = useSearchParams();
  const lesson = Number(params.get('lesson')) || undefined;
  const [sent, setSent] = useState<AskQuestion>();
  return (
    <>
      <TitleBar title="我要提问" back />
      <main className="yw-page yw-ask-page" data-testid="ask-add">
        {sent ? (
          <AskSent question={sent} onAgain={() => setSent(undefined)} mineTo="/ask/myquestion" />
        ) : (
          <AskForm {...(lesson !== undefined && { lessonId: lesson })} onSent={setSent} />
        )}
      </main>
    </>
  );
}

/** The pupil's questions, or the empty state with the way to ask. */
export function MyQuestions({ to, chosen, addTo }: { to: (id: number) => string; chosen?: number; addTo: string }) {
  const mine = useMyQuestions();
  if (mine.isPending) return <PageLoading />;
  if (mine.isError) return <PageFailure error={mine.error} onRetry={mine.refetch} />;
  if (mine.data.questions.length === 0) {
    return (
      <PageMessage glyph="问" title="还没有提过问题" testId="ask-mine-empty">
        <Link className="yw-button" to={addTo}>
          去提问
        </Link>
      </PageMessage>
    );
  }
  return (
    <>
      {mine.data.unread > 0 && (
        <p className="yw-ask-banner" data-testid="ask-unread-count">
          有{mine.data.unread}个问题收到了新回答
        </p>
      )}
      <QuestionList questions={mine.data.questions} to={to} {...(chosen !== undefined && { chosen })} />
    </>
  );
}

/**
 * /ask/myquestion: the pupil's questions; for teachers and admins also `?part=answer&state=`, the
 * questions they may answer (待回答 / 已回答 / 已收起), switched by two tabs.
 */
export function MyQuestionsPage() {
  const [params] = useSearchParams();
  const role = useAskRole();
  const answerer = isAnswerer(role.data);
  const answering = answerer && params.get('part') === 'answer';
  const asked = params.get('state') ?? '';
  const state = (ASK_STATES as readonly string[]).includes(asked) ? (asked as AskState) : 'waiting';
  return (
    <>
      <TitleBar title={answering ? '回答学生的问题' : '我的提问'} back />
      <main className="yw-page yw-ask-page" data-testid="ask-mine">
        {answerer && (
          <nav className="yw-ask-tabs yw-ask-tabs--main" aria-label="问答">
            <Link to="/ask/myquestion" className={answering ? '' : 'is-on'} replace>
              我的提问
            </Link>
            <Link to={ANSWER_PATH} className={answering ? 'is-on' : ''} replace data-testid="ask-inbox-tab">
              回答学生
            </Link>
          </nav>
        )}
        {answering ? (
          <Inbox state={state} stateTo={(s) => `${ANSWER_PATH}&state=${s}`} to={infoPath} />
        ) : (
          <MyQuestions to={infoPath} addTo="/ask/add" />
        )}
      </main>
    </>
  );
}

export function QuestionPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <>
      <TitleBar title="问题详情" back />
      <main className="yw-page yw-ask-page" data-testid="ask-info">
        {id === undefined ? <PageMessage glyph="问" title="没有找到这个问题" /> : <QuestionView id={id} />}
      </main>
    </>
  );
}

/** 待回答 / 已回答 / 已收起 of the questions a teacher or an admin may answer. */
export function Inbox({
  state,
  stateTo,
  to,
  chosen,
}: {
  state: AskState;
  stateTo: (state: AskState) => string;
  to: (id: number) => string;
  chosen?: number;
}) {
  const inbox = useInbox(state);
  return (
    <>
      <nav className="yw-ask-tabs" aria-label="问题分类">
        {ASK_STATES.map((s) => (
          <Link
            key={s}
            to={stateTo(s)}
            className={s === state ? 'is-on' : ''}
            aria-current={s === state ? 'page' : undefined}
          >
            {INBOX_TABS[s]}
            {s === 'waiting' && inbox.data && inbox.data.waiting > 0 ? ` ${inbox.data.waiting}` : ''}
          </Link>
        ))}
      </nav>
      {inbox.isPending ? (
        <PageLoading />
      ) : inbox.isError ? (
        <PageFailure error={inbox.error} onRetry={inbox.refetch} />
      ) : inbox.data.questions.length === 0 ? (
        <PageMessage glyph="答" title={state === 'waiting' ? '没有等待回答的问题' : '这里还没有问题'} />
      ) : (
        <QuestionList questions={inbox.data.questions} to={to} showAsker {...(chosen !== undefined && { chosen })} />
      )}
    </>
  );
}

/** What the 问答 tab adds on phones: the unread note, 待回答 for teachers and admins, and the FAQ. */
export function AskTabExtras() {
  const role = useAskRole();
  const answerer = isAnswerer(role.data);
  const mine = useMyQuestions();
  const inbox = useInbox('waiting', answerer);
  return (
    <>
      {mine.data && mine.data.unread > 0 && (
        <Link className="yw-ask-banner" to="/ask/myquestion" data-testid="ask-tab-unread">
          有{mine.data.unread}个问题收到了新回答，去看看
        </Link>
      )}
      {answerer && (
        <Link className="yw-ask-banner yw-ask-banner--teacher" to={ANSWER_PATH} data-testid="ask-tab-inbox">
          待回答的问题{inbox.data ? ` ${inbox.data.waiting}个` : ''}
        </Link>
      )}
      <AskFaq />
    </>
  );
}
