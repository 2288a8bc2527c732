// developer = 开发者: what this run of the app is (version, variant, product, layout) and a layout switch.
import { APP_VERSION_CODE } from '@yuwen/protocol';
import { TitleBar } from '../../../components/title-bar/title-bar';

/** What the developer page shows about this run. */
export interface DeveloperInfo {
  variantName: string;
  app?: string;
  from?: string;
  product: number;
  module?: string;
  layout: 'mobile' | 'desktop';
}

/** The developer page: facts about this run, and links that switch the view pattern. */
export function DeveloperPage({ info }: { info: DeveloperInfo }) {
  const rows: [string, string][] = [
    ['版本号', String(APP_VERSION_CODE)],
    ['应用', info.variantName],
    ['app', info.app ?? '—'],
    ['from', info.from ?? '—'],
    ['product', String(info.product)],
    ['module', info.module ?? '—'],
    ['布局', info.layout === 'desktop' ? '电脑版' : '手机版'],
  ];
  return (
    <>
      <TitleBar title="开发者" back />
      <main className="yw-page" data-testid="developer-page">
        <ul className="yw-menu">
          {rows.map(([label, value]) => (
            <li key={label} className="yw-menu__row yw-menu__row--static">
              <span>{label}</span>
              <span className="yw-menu__value">{value}</span>
            </li>
          ))}
        </ul>
        <div className="yw-menu yw-menu--actions">
          <a className="yw-button" href="/index?view_pattern=0">
            切换到手机版
          </a>
          <a className="yw-button yw-button--soft" href="/index?view_pattern=1">
            切换到电脑版
          </a>
        </div>
      </main>
    </>
  );
}
