// hzzy = 汉字字源: the area's home — its learning pages and the pupil's character progress.
import { Link } from 'react-router';
import { AreaGrid, type AreaLink } from '../../../../components/area-grid/area-grid';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useMyCharacterTotals } from '../api/character-marks.api';
import { useReviewQueue } from '../api/review.api';
import './hzzy.css';
import './hzcs-training.css';

/** Props of the area home: its child modules with where each leads, from the module tree. */
export interface HzzyHomePageProps {
  title: string;
  moduleId: number | undefined;
  areas: readonly AreaLink[];
  loading: boolean;
  /** Where today's review is (汉字测试's 复习 tab). */
  reviewTo: string;
  /** Where the matching game is. */
  gameTo: string;
}

/** 汉字字源: the way into 拼音学习, 基本字, 字源字典 and the area's other pages. */
export function HzzyHomePage({ title, moduleId, areas, loading, reviewTo, gameTo }: HzzyHomePageProps) {
  const totals = useMyCharacterTotals();
  const review = useReviewQueue();
  useLearningRecord(moduleId);
  return (
    <>
      <TitleBar title={title} back />
      <main className="yw-page yw-hzzy" data-testid="hzzy-home">
        <header className="yw-hzzy-hero">
          <span className="yw-hzzy-hero__glyph yw-kai" aria-hidden="true">
            字
          </span>
          <div>
            <p className="yw-hzzy-hero__title">{title}</p>
            <p className="yw-hzzy-hero__stats" data-testid="hzzy-totals">
              {totals.data
                ? `已学会 ${totals.data.learned} 字 · 收藏 ${totals.data.favorite} 字`
                : '学拼音，认汉字，查字源'}
            </p>
            {review.data && review.data.due_count > 0 && (
              <Link className="yw-review-link" to={reviewTo} data-testid="hzzy-review-due">
                今天要复习 {review.data.due_count} 个字
              </Link>
            )}
          </div>
        </header>
        <section className="yw-hzzy-section">
          <h2 className="yw-section-title">学习栏目</h2>
          {loading ? (
            <PageLoading />
          ) : areas.length === 0 ? (
            <PageMessage glyph="空" title="学习栏目加载失败，请返回后重试" testId="hzzy-no-children" />
          ) : (
            <AreaGrid areas={areas} testId="hzzy-children" />
          )}
        </section>
        <section className="yw-hzzy-section">
          <h2 className="yw-section-title">玩一玩</h2>
          <Link className="yw-big-button yw-big-button--soft" to={gameTo} data-testid="hzzy-game-link">
            汉字配对：字和拼音连一连
          </Link>
        </section>
      </main>
    </>
  );
}
