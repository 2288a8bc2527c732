import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { adoptTokenLogin } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/http-transport';
import { meaningful, toNumber } from '../../../lib/stored-value';

/** The session a token login was handed, or undefined when a part is missing (or 'undefined'/'null', spec §5). */
export function tokenLoginParams(id?: string, product?: string, token?: string) {
  const uid = toNumber(meaningful(id));
  const productId = toNumber(meaningful(product));
  const tokenValue = meaningful(token);
  if (uid === undefined || productId === undefined || tokenValue === undefined) return undefined;
  return { id: uid, product: productId, token: tokenValue };
}

/** Stores and checks a handed-over session (user/info); an invalid one exits the client (lib/api-client). */
export function useTokenLogin(session: { id: number; product: number; token: string } | undefined) {
  return useQuery({
    queryKey: ['token-login', session?.id, session?.product, session?.token],
    queryFn: () => (session ? adoptTokenLogin(session.id, session.product, session.token) : null),
    enabled: session !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The PC wrapper's sign-in (spec §4): the wrapper passes its session in the address
 * (/PClogin/{id}/{product}/{token}); it is stored as a token-login session, checked with the
 * server, and the main screen opens — no login screen.
 */
export function PcLoginPage() {
  const params = useParams();
  const navigate = useNavigate();
  const session = tokenLoginParams(params.id, params.product, params.token);
  const check = useTokenLogin(session);

  useEffect(() => {
    if (check.isSuccess) void navigate('/index', { replace: true });
  }, [check.isSuccess, navigate]);

  if (session && check.isPending) return <PageLoading text="正在登录..." />;
  return (
    <main className="yw-page" data-testid="pc-login">
      <PageMessage glyph="登" title={session ? failureMessage(check.error) : '登录信息不完整'}>
        <p className="yw-login__detail">请关闭后从应用重新打开，或用账号密码登录。</p>
        <Link className="yw-button" to="/login">
          用账号密码登录
        </Link>
      </PageMessage>
    </main>
  );
}
