import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import '../home.css';

/** Where the 问答 tab's two actions open; a table without question pages passes none. */
export interface AskLinks {
  addTo: string;
  mineTo: string;
}

/** The 问答 tab: ask a question, or look at one's own questions; `children` (the app's) go below. */
export function AskTab({ links, children }: { links?: AskLinks; children?: ReactNode }) {
  return (
    <>
      <TitleBar title="问答" />
      <main className="yw-page" data-testid="ask-tab">
        <section className="yw-home__ask-hero">
          <AreaIcon moduleKey="ask" className="yw-home__ask-icon" />
          <p>学习中遇到不懂的地方？问一问吧！</p>
        </section>
        {links ? (
          <div className="yw-home__ask-actions">
            <Link className="yw-big-button" to={links.addTo}>
              我要提问
            </Link>
            <Link className="yw-big-button yw-big-button--soft" to={links.mineTo}>
              我的提问
            </Link>
          </div>
        ) : (
          <PageMessage glyph="问" title="「问答」暂无内容" />
        )}
        {children}
      </main>
    </>
  );
}
