// hzzy = 汉字字源: the area's home — its learning pages and the pupil's character progress.
import { AreaGrid, type AreaLink } from '../../../components/area-grid/area-grid';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useMyCharacterTotals } from '../api/character-marks.api';
import './hzzy.css';

/** Props of the area home: its child modules with where each leads, from the module tree. */
export interface HzzyHomePageProps {
  title: string;
  moduleId: number | undefined;
  areas: readonly AreaLink[];
  loading: boolean;
}

/** 汉字字源: the way into 拼音学习, 基本字, 字源字典 and the area's other pages. */
export function HzzyHomePage({ title, moduleId, areas, loading }: HzzyHomePageProps) {
  const totals = useMyCharacterTotals();
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
      </main>
    </>
  );
}
