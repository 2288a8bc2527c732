// mskt = 名师课堂: the variant's own main screen, the areas with pages of their own as lesson shelves.

import type { Module } from '@yuwen/protocol';
import { Link } from 'react-router';
import { areaColor } from '../../../components/area-grid/area-grid';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import './mskt-home.css';

/** The mskt main screen: each area as a lesson shelf, its modules as chips. */
export function MsktHome({
  modules,
  linkToModule,
}: {
  modules: readonly Module[];
  /** Where a module opens; a module without a link is left out. */
  linkToModule: (module: Module) => string | undefined;
}) {
  const linked = (list: readonly Module[]) =>
    list.flatMap((module) => {
      const to = linkToModule(module);
      return to === undefined ? [] : [{ module, to }];
    });
  const shelves = linked(modules).map((shelf) => ({ ...shelf, chips: linked(shelf.module.children ?? []) }));
  return (
    <>
      <TitleBar />
      <main className="yw-page" data-testid="mskt-home">
        <section className="yw-mskt__hero">
          <span className="yw-mskt__hero-glyph yw-kai" aria-hidden="true">
            师
          </span>
          <div>
            <p className="yw-mskt__hero-title">名师带你学语文</p>
            <p className="yw-mskt__hero-text">选一门课，跟着老师一起学</p>
          </div>
        </section>
        {shelves.length === 0 && <PageMessage glyph="空" title="暂无课程" />}
        <ul className="yw-mskt__shelves">
          {shelves.map(({ module, to, chips }) => (
            <li key={module.id} className="yw-mskt__shelf" style={{ borderColor: areaColor(module.id) }}>
              <Link className="yw-mskt__shelf-head" to={to}>
                <span
                  className="yw-mskt__shelf-glyph yw-kai"
                  style={{ background: areaColor(module.id) }}
                  aria-hidden="true"
                >
                  {module.name.slice(0, 1)}
                </span>
                <span className="yw-mskt__shelf-name">{module.name}</span>
              </Link>
              {chips.length > 0 && (
                <div className="yw-mskt__chips">
                  {chips.map(({ module: child, to: childTo }) => (
                    <Link key={child.id} className="yw-mskt__chip" to={childTo}>
                      {child.name}
                    </Link>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
