// home = 首页: the /index main screen and its tabs (subject 学科, jdxa 精品学案, ask 问答, user 我的), plus the visitor pages.
import { useNavigate } from 'react-router';
import { AreaGrid, type AreaLink } from '../../../components/area-grid/area-grid';
import { SearchIcon } from '../../../components/icons/icons';
import { Mascot } from '../../../components/mascot/mascot';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useStoredAccount } from '../../../lib/account-store';
import { DailyPathCard } from './daily-path-card';
import { HomeworkCard } from './homework-card';
import { MyTextbookCard } from './my-textbook-card';
import '../home.css';

/** The home tab: the mascot's greeting, 今天的任务, 「我的课本」 once a volume is chosen, and the grid of learning areas. */
export function HomeTab({ areas, searchTo }: { areas: readonly AreaLink[]; searchTo: string }) {
  const navigate = useNavigate();
  const account = useStoredAccount();
  const name = account.nickname || account.name || '小同学';
  return (
    <>
      <TitleBar right={{ icons: [{ icon: <SearchIcon />, label: '搜索', onClick: () => void navigate(searchTo) }] }} />
      <main className="yw-page yw-home" data-testid="home-tab">
        <section className="yw-home__hello">
          <Mascot pose="greeting" className="yw-home__mascot" />
          <div className="yw-home__bubble">
            <p className="yw-home__hello-title">你好，{name}！</p>
            <p className="yw-home__hello-text">我是墨墨，今天一起学点什么呢？</p>
          </div>
        </section>
        <div className="yw-home__main">
          <DailyPathCard />
          <HomeworkCard />
          <MyTextbookCard />
          <h2 className="yw-section-title yw-home__title">学习乐园</h2>
          {areas.length > 0 ? (
            <AreaGrid areas={areas} testId="area-grid" />
          ) : (
            <PageMessage glyph="学" title="学习内容还在路上，过一会儿再来看看吧" />
          )}
        </div>
      </main>
    </>
  );
}
