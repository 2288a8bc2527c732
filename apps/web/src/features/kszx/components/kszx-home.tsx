import type { PaperKind } from '@yuwen/protocol';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Mascot } from '../../../components/mascot/mascot';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useArea } from '../../area-routes';
import { marksWriting, useKszxRole } from '../api/writing.api';
import { idParam, paperPath, practicePath, sortPath } from '../kszx-links';
import { MyRecords } from './my-records';
import { KindTabs, PaperList, RegionFilter } from './paper-list';
import { PaperView } from './paper-view';
import { WithVolume } from './volume-bar';
import '../kszx.css';

/**
 * 考试中心 (/kszx): grade and volume, the kinds, the volume's papers, practice by type, 我的成绩 and
 * the 错题本. On desktop the list stays left and the chosen paper (`?paper=`) opens right.
 */
export function KszxHome() {
  const { desktop } = useArea();
  const [params] = useSearchParams();
  const [kind, setKind] = useState<PaperKind | ''>('');
  const [region, setRegion] = useState('');
  const paperId = desktop ? idParam(params.get('paper')) : undefined;
  const shown = desktop ? idParam(params.get('attempt')) : undefined;
  const role = useKszxRole();
  const links = (
    <nav className="yw-kszx-links">
      <Link className="yw-kszx-link" to={practicePath()} data-testid="kszx-practice-link">
        按题型练习
      </Link>
      {marksWriting(role.data) && (
        <Link className="yw-kszx-link" to="/kszx/writing" data-testid="kszx-writing-link">
          批改写话
        </Link>
      )}
    </nav>
  );
  return (
    <>
      <TitleBar title="考试中心" back />
      <main className={`yw-page yw-kszx${desktop ? ' yw-kszx--desktop' : ''}`} data-testid="kszx-home">
        <div className="yw-kszx__side">
          <WithVolume>
            {(volume) => (
              <>
                <KindTabs kind={kind} onKind={setKind} />
                <RegionFilter region={region} onRegion={setRegion} />
                <PaperList
                  volumeKey={volume.key}
                  kind={kind}
                  region={region}
                  linkOf={(id) => paperPath(desktop, id)}
                  current={paperId}
                />
                <Link className="yw-kszx-more" to={sortPath(volume.key, kind, region)}>
                  只看{volume.name}的试卷
                </Link>
              </>
            )}
          </WithVolume>
          {links}
          {!desktop && <MyRecords />}
        </div>
        {desktop && (
          <div className="yw-kszx__main">
            {paperId ? (
              <PaperView key={`${paperId}-${shown}`} paperId={paperId} shown={shown} />
            ) : (
              <div className="yw-kszx-welcome">
                <Mascot pose="greeting" className="yw-kszx-welcome__mascot" />
                <p className="yw-kszx-welcome__text">选一份试卷，做完马上就能看到成绩。</p>
                <MyRecords />
              </div>
            )}
          </div>
        )}
      </main>
    </>
  );
}
