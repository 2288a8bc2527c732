import { Link } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';

/** The visitor's way to membership: membership belongs to an account, so it starts with login. */
export function TouristToBuyPage() {
  return (
    <>
      <TitleBar title="开通会员" back />
      <main className="yw-page" data-testid="tourist-to-buy">
        <PageMessage glyph="会" title="会员属于账号，请先登录再开通">
          <Link className="yw-button" to="/login">
            去登录
          </Link>
          <Link className="yw-button yw-button--soft" to="/tourist_index">
            先看看学习区
          </Link>
        </PageMessage>
      </main>
    </>
  );
}
