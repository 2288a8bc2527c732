import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { storeLogin } from '../../../lib/account-store';
import { toNumber } from '../../../lib/stored-value';

/**
 * The PC wrapper's sign-in (spec §4): the wrapper passes its session in the address
 * (/PClogin/{id}/{product}/{token}); it is stored as a token-login session and the main screen opens.
 */
export function PcLoginPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = toNumber(params.id);
  const product = toNumber(params.product);
  const token = params.token;
  const valid = id !== undefined && product !== undefined && token !== undefined && token !== '';

  useEffect(() => {
    if (!valid) return;
    storeLogin({ id, product, token, loginTime: Date.now(), name: '', nickname: '', head_img: '', isTokenLogin: true });
    void navigate('/index', { replace: true });
  }, [valid, id, product, token, navigate]);

  if (valid) return null;
  return (
    <main className="yw-page" data-testid="pc-login">
      <PageMessage glyph="登" title="登录信息不完整">
        <Link className="yw-button" to="/login">
          用账号密码登录
        </Link>
      </PageMessage>
    </main>
  );
}
