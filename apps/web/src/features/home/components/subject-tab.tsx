import { AreaGrid, type AreaLink } from '../../../components/area-grid/area-grid';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { groupBySubject } from '../subjects';
import '../home.css';

/** The subject tab: the learning areas grouped by subject. */
export function SubjectTab({ areas, title = '学科分类' }: { areas: readonly AreaLink[]; title?: string }) {
  const groups = groupBySubject(areas);
  return (
    <>
      <TitleBar title={title} />
      <main className="yw-page" data-testid="subject-tab">
        {groups.length === 0 && <PageMessage glyph="学" title="学习内容还在路上，过一会儿再来看看吧" />}
        {groups.map(({ group, areas: inGroup }) => (
          <section key={group.title} className="yw-home__subject">
            <h2 className="yw-section-title yw-home__title">{group.title}</h2>
            <AreaGrid areas={inGroup} />
          </section>
        ))}
      </main>
    </>
  );
}
