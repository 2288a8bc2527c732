import { Link } from 'react-router';
import { type AreaLink, areaColor } from '../../../components/area-grid/area-grid';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import '../home.css';

const BLURBS: Record<string, string> = {
  tbjx: '跟着课本一课一课学',
  bphz: '课本里的生字一个不落',
  bpcy: '课本里的词语积累运用',
};

/** The 精品学案 tab: the selected learning plans (synchronised teaching, textbook characters and words). */
export function JdxaTab({ areas }: { areas: readonly Required<AreaLink>[] }) {
  return (
    <>
      <TitleBar title="精品学案" />
      <main className="yw-page" data-testid="jdxa-tab">
        {areas.length === 0 && <PageMessage glyph="空" title="暂无学案" />}
        <ul className="yw-home__plans">
          {areas.map(({ module, to }) => (
            <li key={module.id}>
              <Link className="yw-home__plan" to={to} style={{ background: areaColor(module.id) }}>
                <span className="yw-home__plan-glyph yw-kai" aria-hidden="true">
                  {module.name.slice(0, 1)}
                </span>
                <span className="yw-home__plan-text">
                  <span className="yw-home__plan-name">{module.name}</span>
                  {BLURBS[module.key] && <span className="yw-home__plan-blurb">{BLURBS[module.key]}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
