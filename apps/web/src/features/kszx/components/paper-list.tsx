import { PAPER_KIND_NAMES, PAPER_KINDS, type PaperKind } from '@yuwen/protocol';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { RegionPicker } from '../../../components/region-picker/region-picker';
import { usePapers } from '../api/kszx.api';

/** The kinds as tabs: all, 单元测试, 期末测试. */
export function KindTabs({ kind, onKind }: { kind: PaperKind | ''; onKind: (kind: PaperKind | '') => void }) {
  return (
    <div className="yw-kszx-tabs" role="tablist" aria-label="试卷类别">
      {(['', ...PAPER_KINDS] as const).map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={kind === k}
          className={`yw-kszx-tab${kind === k ? ' is-on' : ''}`}
          data-testid="kszx-kind"
          onClick={() => onKind(k)}
        >
          {k ? PAPER_KIND_NAMES[k] : '全部'}
        </button>
      ))}
    </div>
  );
}

/** 地区: every paper, or only those of a province, city or county (regional papers). */
export function RegionFilter({ region, onRegion }: { region: string; onRegion: (region: string) => void }) {
  return (
    <div className="yw-kszx-region">
      <span className="yw-kszx-region__label">地区</span>
      <RegionPicker value={region} onChange={onRegion} everywhere="全国" testId="kszx-region" />
    </div>
  );
}

/** A volume's papers of a kind (and region); each opens where `linkOf` says (its page, or the desktop's right side). */
export function PaperList({
  volumeKey,
  kind,
  region = '',
  linkOf,
  current,
}: {
  volumeKey: string;
  kind: PaperKind | '';
  region?: string;
  linkOf: (paperId: number) => string;
  current?: number;
}) {
  const papers = usePapers(volumeKey, kind, region);
  if (papers.isPending) return <PageLoading />;
  if (papers.isError) return <PageFailure error={papers.error} onRetry={papers.refetch} />;
  if (papers.data.length === 0) {
    return (
      <PageMessage
        glyph="卷"
        title={region ? '这个地区还没有这一册的试卷，换个地区看看吧' : '这一册还没有试卷，换一册试试吧'}
      />
    );
  }
  return (
    <ul className="yw-kszx-papers" data-testid="kszx-papers">
      {papers.data.map((p) => (
        <li key={p.id}>
          <Link
            to={linkOf(p.id)}
            className={`yw-kszx-paper${current === p.id ? ' is-on' : ''}`}
            data-testid="kszx-paper"
            aria-current={current === p.id ? 'page' : undefined}
          >
            <b className="yw-kszx-paper__title">{p.title}</b>
            <span className="yw-kszx-paper__facts">
              {PAPER_KIND_NAMES[p.kind]} · {p.question_count} 题 · {Math.round(p.time_limit_s / 60)} 分钟
            </span>
            {p.region_name && (
              <span className="yw-kszx-paper__region" data-testid="kszx-paper-region">
                {p.region_name}
              </span>
            )}
            <span className="yw-kszx-paper__state">
              {p.open_attempt > 0 ? '继续答题' : p.best_score !== null ? `最好 ${p.best_score} 分` : '未做'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
