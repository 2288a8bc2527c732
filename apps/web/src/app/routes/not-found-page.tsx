import { Link } from 'react-router';
import { PageMessage } from '../../components/page-state/page-state';
import { TitleBar } from '../../components/title-bar/title-bar';

/** Any path no route table knows. */
export function NotFoundPage() {
  return (
    <>
      <TitleBar title="页面不存在" back />
      <main className="yw-page" data-testid="not-found">
        <PageMessage glyph="迷" title="哎呀，这个页面找不到了">
          <Link className="yw-button" to="/index">
            回到首页
          </Link>
        </PageMessage>
      </main>
    </>
  );
}

/** A route that failed to render (most often a page chunk that could not be loaded). */
export function RouteErrorPage() {
  return (
    <main className="yw-page" data-testid="route-error">
      <PageMessage glyph="错" title="页面加载失败，请检查网络">
        <button type="button" className="yw-button" onClick={() => window.location.reload()}>
          重新加载
        </button>
      </PageMessage>
    </main>
  );
}
