import { Link } from 'react-router';
import { AreaGrid, type AreaLink } from '../../../components/area-grid/area-grid';
import { Mascot } from '../../../components/mascot/mascot';
import { PageLoading } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useVisitor } from '../api/visitor.api';
import '../home.css';

/**
 * The visitor's landing page: a visitor session (TouristLogin), every learning area read-only,
 * and the way to log in.
 */
export function TouristIndexPage({
  areas,
  loading,
  product,
}: {
  areas: readonly AreaLink[];
  loading: boolean;
  product: number;
}) {
  const visitor = useVisitor(product);
  return (
    <>
      <TitleBar title="游客体验" back />
      <main className="yw-page yw-home" data-testid="tourist-index">
        <section className="yw-home__hello">
          <Mascot pose="greeting" className="yw-home__mascot" />
          <div className="yw-home__bubble">
            <p className="yw-home__hello-title">欢迎来看看！</p>
            <p className="yw-home__hello-text">这里有这些学习区，登录后就能开始学习。</p>
            <p className="yw-home__hello-text" data-testid="visitor-status">
              {visitor.isPending
                ? '正在进入游客模式...'
                : visitor.isError
                  ? `游客模式暂不可用：${failureMessage(visitor.error)}`
                  : `你正在以游客身份浏览（游客编号 ${visitor.data.id}）`}
            </p>
          </div>
        </section>
        <div className="yw-home__main">
          <div className="yw-home__ask-actions">
            <Link className="yw-big-button" to="/login">
              登录学习
            </Link>
            <Link className="yw-big-button yw-big-button--soft" to="/tourist_to_buy">
              开通会员
            </Link>
          </div>
          <h2 className="yw-section-title yw-home__title">学习区一览</h2>
          {loading ? <PageLoading /> : <AreaGrid areas={areas} testId="area-grid" />}
        </div>
      </main>
    </>
  );
}
