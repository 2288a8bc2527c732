// mskt = 名师课堂: the variant's own main screen, every area opened through /detail/{moduleId}.

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
  linkToModule: (module: Module) => string;
}) {
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
        {modules.length === 0 && <PageMessage glyph="空" title="暂无课程" />}
        <ul className="yw-mskt__shelves">
          {modules.map((module) => (
            <li key={module.id} className="yw-mskt__shelf" style={{ borderColor: areaColor(module.id) }}>
              <Link className="yw-mskt__shelf-head" to={linkToModule(module)}>
                <span
                  className="yw-mskt__shelf-glyph yw-kai"
                  style={{ background: areaColor(module.id) }}
                  aria-hidden="true"
                >
                  {module.name.slice(0, 1)}
                </span>
                <span className="yw-mskt__shelf-name">{module.name}</span>
              </Link>
              {(module.children ?? []).length > 0 && (
                <div className="yw-mskt__chips">
                  {(module.children ?? []).map((child) => (
                    <Link key={child.id} className="yw-mskt__chip" to={linkToModule(child)}>
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
