import { PAPER_KINDS, type PaperKind } from '@yuwen/protocol';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useArea } from '../../area-routes';
import { idParam, paperPath, sortPath } from '../kszx-links';
import { KindTabs, PaperList, RegionFilter } from './paper-list';
import { PaperView } from './paper-view';
import { WithVolume } from './volume-bar';
import '../kszx.css';

const kindParam = (value: string | null): PaperKind | '' =>
  (PAPER_KINDS as readonly string[]).includes(value ?? '') ? (value as PaperKind) : '';

/** /kszx/paper/sort/{remark}: one volume's papers (remark: its key), by kind (`?kind=`) and region (`?region=`). */
export function PaperSortPage() {
  const { remark } = useParams();
  const { desktop } = useArea();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = kindParam(params.get('kind'));
  const region = /^\d{6}$/.test(params.get('region') ?? '') ? (params.get('region') as string) : '';
  return (
    <>
      <TitleBar title="试卷" back />
      <main className="yw-page yw-kszx" data-testid="kszx-sort">
        <WithVolume
          options={{ key: remark, onChoose: (v) => navigate(sortPath(v.key, kind, region), { replace: true }) }}
        >
          {(volume) => (
            <>
              <KindTabs kind={kind} onKind={(k) => navigate(sortPath(volume.key, k, region), { replace: true })} />
              <RegionFilter
                region={region}
                onRegion={(r) => navigate(sortPath(volume.key, kind, r), { replace: true })}
              />
              <PaperList volumeKey={volume.key} kind={kind} region={region} linkOf={(id) => paperPath(desktop, id)} />
            </>
          )}
        </WithVolume>
      </main>
    </>
  );
}

/** /kszx/paper/{paperId}: one paper, its attempt and marks. */
export function PaperPage() {
  const paperId = idParam(useParams().paperId);
  const shown = idParam(useSearchParams()[0].get('attempt'));
  return (
    <>
      <TitleBar title="考试" back />
      <main className="yw-page yw-kszx yw-kszx--paper" data-testid="kszx-paper-page">
        {paperId ? (
          <PaperView key={`${paperId}-${shown}`} paperId={paperId} shown={shown} />
        ) : (
          <PageMessage glyph="卷" title="没有这份试卷" />
        )}
      </main>
    </>
  );
}
