// tbjx = 同步教学: one unit (partInfo) — its lessons and the 日积月累 of its 语文园地.
import { type Crumb, TBJX_MODULE_ID, type TextbookUnit } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/content-kit/breadcrumbs';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useTextbookUnit } from '../api/textbook-unit.api';
import { sumProgress } from '../progress';
import { useTbjxLinks } from '../tbjx-links';
import { textbookTrail } from '../trail';
import { LessonRow, ProgressBar } from './lesson-list';
import '../tbjx.css';

/** 日积月累: each group (古诗, 名句, 谚语 …) with its items; an item in the poem catalogue opens there. */
function Rijileiji({ groups }: { groups: TextbookUnit['rijileiji'] }) {
  const links = useTbjxLinks();
  if (groups.length === 0) return null;
  return (
    <section className="yw-tbjx-section" data-testid="tbjx-rijileiji">
      <h3 className="yw-section-title">日积月累</h3>
      {groups.map((group) => (
        <div key={group.group} className="yw-tbjx-rjly">
          <h4 className="yw-tbjx-rjly__group">{group.group}</h4>
          <ul className="yw-tbjx-rjly__items">
            {group.items.map((item) => (
              <li key={item.text}>
                {item.poem_id > 0 ? (
                  <Link
                    className="yw-tbjx-rjly__item is-link"
                    to={links.poem(item.poem_id)}
                    data-testid="tbjx-rjly-poem"
                  >
                    <span className="yw-kai">{item.text}</span>
                    <span className="yw-tbjx-go">
                      读原文
                      <ChevronRightIcon />
                    </span>
                  </Link>
                ) : (
                  <span className="yw-tbjx-rjly__item yw-kai" data-testid="tbjx-rjly-item">
                    {item.text}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function UnitView({ unit, breadcrumbs }: { unit: TextbookUnit; breadcrumbs: readonly Crumb[] }) {
  const links = useTbjxLinks();
  const progress = sumProgress(unit.lessons);
  return (
    <article className="yw-tbjx-unit-page" data-testid="tbjx-unit-page" data-unit-id={unit.id}>
      <Breadcrumbs trail={textbookTrail(breadcrumbs, links)} />
      <header className="yw-tbjx-lesson-head">
        {unit.section && <span className="yw-tbjx-kind yw-tbjx-kind--unit">{unit.section}</span>}
        <h2 className="yw-tbjx-lesson-head__title" data-testid="tbjx-unit-title">
          {unit.title}
        </h2>
        {progress.total > 0 && (
          <div className="yw-tbjx-lesson-head__progress">
            <span>
              已学会 {progress.learned} / {progress.total} 个字
            </span>
            <ProgressBar progress={progress} label="这一单元学会的字" figures={false} />
          </div>
        )}
      </header>
      <section className="yw-tbjx-section">
        <h3 className="yw-section-title">
          课文
          <span className="yw-tbjx-count">{unit.lessons.length} 课</span>
        </h3>
        {unit.lessons.length === 0 ? (
          <p className="yw-tbjx-note">这个单元的课文正在准备中。</p>
        ) : (
          <ul className="yw-tbjx-lessons yw-tbjx-lessons--card">
            {unit.lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonRow lesson={lesson} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Rijileiji groups={unit.rijileiji} />
    </article>
  );
}

/** 一年级上册 第一单元: the volume's name before the unit's, when the trail has it. */
function unitTitle(breadcrumbs: readonly Crumb[], title: string): string {
  const volume = breadcrumbs[breadcrumbs.length - 2];
  return volume && volume.id !== TBJX_MODULE_ID ? `${volume.name} ${title}` : title;
}

/** partInfo?id={unit id} (desktop /tbjx?part=partInfo&id=). */
export function PartInfoPage({ unitId }: { unitId: number | undefined }) {
  useLearningRecord(TBJX_MODULE_ID, unitId);
  const unit = useTextbookUnit(unitId);
  let body: ReactNode;
  if (unitId === undefined) body = <PageMessage glyph="单" title="没有指定要看的单元" />;
  else if (unit.isPending) body = <PageLoading />;
  else if (unit.isError) body = <PageFailure error={unit.error} onRetry={unit.refetch} />;
  else body = <UnitView unit={unit.data} breadcrumbs={unit.data.breadcrumbs} />;
  return (
    <>
      <TitleBar title={unit.data ? unitTitle(unit.data.breadcrumbs, unit.data.title) : '单元'} back />
      <main className="yw-page yw-tbjx">{body}</main>
    </>
  );
}
