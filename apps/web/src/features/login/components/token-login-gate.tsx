import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { failureMessage } from '../../../lib/http-transport';
import { tokenLoginParams, useTokenLogin } from './pc-login-page';

/**
 * /tokenLogin/manage: the opener hands its session in the query (?id=&product=&token=); it is
 * stored as a token-login session and checked before the page shows. Without those values the
 * stored session is used as it is.
 */
export function TokenLoginGate({ children }: { children: ReactNode }) {
  const [query] = useSearchParams();
  const session = tokenLoginParams(
    query.get('id') ?? query.get('uid') ?? undefined,
    query.get('product') ?? undefined,
    query.get('token') ?? undefined,
  );
  const check = useTokenLogin(session);
  if (!session || check.isSuccess) return children;
  if (check.isPending) return <PageLoading text="正在登录..." />;
  return (
    <main className="yw-page" data-testid="token-login-failed">
      <PageMessage glyph="登" title={failureMessage(check.error)}>
        <Link className="yw-button" to="/login">
          用账号密码登录
        </Link>
      </PageMessage>
    </main>
  );
}
