import { MODULE_IDS } from '@yuwen/protocol';
import { useSearchParams } from 'react-router';
import { Mascot } from '../../../components/mascot/mascot';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useArea } from '../../area-routes';
import { idParam, zjktLessonPath } from '../zjkt-links';
import { LessonList } from './lesson-list';
import { LessonView } from './lesson-view';
import '../zjkt.css';

/**
 * 专家课堂 (/zjkt; mskt's /detail/{moduleId} of this module): the lessons teachers wrote. On
 * desktop the list stays left and the chosen lesson (`?id=`) opens right, counted as learning.
 */
export function ZjktHome() {
  const { desktop } = useArea();
  const [params] = useSearchParams();
  const lessonId = desktop ? idParam(params.get('id')) : undefined;
  useLearningRecord(lessonId === undefined ? undefined : MODULE_IDS.zjkt);
  return (
    <>
      <TitleBar title="专家课堂" back />
      <main className={`yw-page yw-zjkt${desktop ? ' yw-zjkt--desktop' : ''}`} data-testid="zjkt-home">
        <div className="yw-zjkt__side">
          {!desktop && (
            <section className="yw-zjkt-hero">
              <Mascot pose="greeting" className="yw-zjkt-hero__mascot" />
              <p className="yw-zjkt-hero__text">老师们写的小课，读一读，再去古诗和课文里找一找。</p>
            </section>
          )}
          <LessonList linkOf={(id) => zjktLessonPath(desktop, id)} current={lessonId} />
        </div>
        {desktop && (
          <div className="yw-zjkt__main">
            {lessonId ? (
              <LessonView key={lessonId} lessonId={lessonId} />
            ) : (
              <div className="yw-zjkt-welcome">
                <Mascot pose="greeting" className="yw-zjkt-welcome__mascot" />
                <p className="yw-zjkt-welcome__text">选一节课，跟着老师读一读、看一看。</p>
              </div>
            )}
          </div>
        )}
      </main>
    </>
  );
}

/** /zjktDetail?id=: one lesson on its own page; the time spent counts in the learning record. */
export function ZjktDetailPage() {
  const [params] = useSearchParams();
  const lessonId = idParam(params.get('id'));
  useLearningRecord(lessonId === undefined ? undefined : MODULE_IDS.zjkt);
  return (
    <>
      <TitleBar title="专家课堂" back />
      <main className="yw-page yw-zjkt yw-zjkt--detail" data-testid="zjkt-detail">
        {lessonId ? (
          <LessonView lessonId={lessonId} />
        ) : (
          <PageMessage glyph="课" title="没有找到这节课，回到课程列表再选一节吧" />
        )}
      </main>
    </>
  );
}
