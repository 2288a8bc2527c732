// ask = 问答: questions pupils ask and their answers.
import { Link } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';

/** The pages of questions and answers. */
export type AskTopic = 'add' | 'info' | 'myquestion';

const TITLES: Record<AskTopic, string> = { add: '我要提问', info: '问题详情', myquestion: '我的提问' };

/** A question-and-answer page; there are no questions to show yet. */
export function AskPage({ topic }: { topic: AskTopic }) {
  return (
    <>
      <TitleBar title={TITLES[topic]} back />
      <main className="yw-page" data-testid="ask-page" data-topic={topic}>
        <PageMessage glyph="问" title={`「${TITLES[topic]}」暂无内容`}>
          <Link className="yw-button" to="/index/ask">
            返回问答
          </Link>
        </PageMessage>
      </main>
    </>
  );
}
