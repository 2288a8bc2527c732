import { Link } from 'react-router';
import type { AreaLink } from '../../../components/area-grid/area-grid';
import { AreaIcon, areaArt } from '../../../components/area-icons/area-icon';
import { ChevronRightIcon } from '../../../components/icons/icons';
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
        {areas.length === 0 && <PageMessage glyph="案" title="学案还在准备中，过几天再来看看吧" />}
        <ul className="yw-home__plans">
          {areas.map(({ module, to }) => (
            <li key={module.id}>
              {/* The card takes the tint of its icon's tile, so the plan and its picture belong together. */}
              <Link className="yw-home__plan" to={to} style={{ background: areaArt(module.key).tint }}>
                <AreaIcon moduleKey={module.key} className="yw-home__plan-icon" />
                <span className="yw-home__plan-text">
                  <span className="yw-home__plan-name">{module.name}</span>
                  {BLURBS[module.key] && <span className="yw-home__plan-blurb">{BLURBS[module.key]}</span>}
                </span>
                <ChevronRightIcon className="yw-home__plan-go" />
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
