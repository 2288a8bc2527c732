import { useState } from 'react';
import { Link } from 'react-router';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { failureMessage } from '../../../lib/http-transport';
import { useCompositions, useDeleteComposition } from '../api/compositions.api';
import type { BpzwLinks } from '../bpzw-links';
import { CompositionLink } from './area-page';

/** 我的作文: every draft, latest first; deleting asks once more. */
export function MinePage({ links }: { links: BpzwLinks }) {
  const answer = useCompositions();
  const remove = useDeleteComposition();
  const [asking, setAsking] = useState<number | null>(null);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { list } = answer.data;
  return (
    <div className="yw-bpzw-part" data-testid="bpzw-mine-page">
      <div className="yw-bpzw-mine__head">
        <h1 className="yw-bpzw-page-title yw-kai">我的作文</h1>
        <Link className="yw-button" to={links.write('new')}>
          写一篇新作文
        </Link>
      </div>
      {list.length === 0 && <p className="yw-bpzw-lead">还没有作文。写好的每一句都会自动保存在这里。</p>}
      {remove.isError && (
        <p className="yw-bpzw-problem" role="alert">
          {failureMessage(remove.error)}
        </p>
      )}
      <ul className="yw-bpzw-drafts">
        {list.map((c) => (
          <li key={c.id} className="yw-bpzw-drafts__row">
            <CompositionLink composition={c} links={links} />
            {asking === c.id ? (
              <span className="yw-bpzw-drafts__ask">
                <button
                  type="button"
                  className="yw-bpzw-chip is-danger"
                  data-testid="bpzw-delete-yes"
                  onClick={() => remove.mutate(c.id, { onSettled: () => setAsking(null) })}
                >
                  确定删除
                </button>
                <button type="button" className="yw-bpzw-chip" onClick={() => setAsking(null)}>
                  不删了
                </button>
              </span>
            ) : (
              <button type="button" className="yw-bpzw-chip" data-testid="bpzw-delete" onClick={() => setAsking(c.id)}>
                删除
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
