import { Link } from 'react-router';
import { Mascot } from '../../../components/mascot/mascot';
import '../home.css';

/** The opening page shown by hosts before the main screen: the mascot says hello. */
export function AdPage({ appName }: { appName: string }) {
  return (
    <main className="yw-home__ad" data-testid="ad-page">
      <Mascot pose="greeting" className="yw-home__ad-mascot" />
      <h1 className="yw-home__ad-title">{appName}</h1>
      <p className="yw-home__ad-text">识字 · 阅读 · 诗词 · 写作，快乐学语文</p>
      <Link className="yw-big-button" to="/index">
        进入首页
      </Link>
    </main>
  );
}
