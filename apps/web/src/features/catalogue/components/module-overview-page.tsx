// catalogue = 模块目录: the overview of an area (its modules and resource categories) until the area has its own pages.
import { MESSAGE, type Module, type ResourceCategory } from '@yuwen/protocol';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AreaGrid, areaColor } from '../../../components/area-grid/area-grid';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { toNumber } from '../../../lib/stored-value';
import { useModuleTree } from '../api/module-tree.api';
import { useResourceCategories } from '../api/resource-categories.api';
import { locateModule } from '../module-tree';
import './module-overview-page.css';

/** Props of the module overview; the module comes from `moduleId`, else from `moduleKey`. */
export interface ModuleOverviewPageProps {
  moduleKey?: string;
  moduleId?: number;
  /** Show the categories under this one ('0' or absent: the top categories). */
  categoryId?: string;
  /** A title given by the link (sortContext's titleName); defaults to the module name. */
  title?: string;
  linkToModule: (module: Module) => string;
  linkToCategory: (module: Module, category: ResourceCategory) => string;
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="yw-button" onClick={onRetry}>
      重新加载
    </button>
  );
}

function CategoryList({
  module,
  pid,
  name,
  hideEmpty,
  linkToCategory,
}: {
  module: Module;
  pid: string;
  name: string;
  hideEmpty: boolean;
  linkToCategory: ModuleOverviewPageProps['linkToCategory'];
}) {
  const categories = useResourceCategories(module.id, pid);
  if (categories.isPending) return <PageLoading />;
  if (categories.isError) {
    return (
      <PageMessage glyph="网" title={failureMessage(categories.error)} testId="catalogue-error">
        <RetryButton onRetry={() => void categories.refetch()} />
      </PageMessage>
    );
  }
  if (categories.data.length === 0) {
    return hideEmpty ? null : <PageMessage glyph="空" title={`「${name}」暂无内容`} testId="catalogue-empty" />;
  }
  return (
    <section className="yw-catalogue__section">
      <h2 className="yw-section-title">学习内容</h2>
      <ul className="yw-catalogue__categories" data-testid="category-list">
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link className="yw-catalogue__category" to={linkToCategory(module, category)}>
              <span className="yw-catalogue__category-name">{category.name}</span>
              {category.children && category.children.length > 0 && (
                <span className="yw-catalogue__category-count">{category.children.length} 项</span>
              )}
              <ChevronRightIcon className="yw-catalogue__category-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The overview of one module: its child modules and its resource categories (real data only). */
export function ModuleOverviewPage({
  moduleKey,
  moduleId,
  categoryId,
  title,
  linkToModule,
  linkToCategory,
}: ModuleOverviewPageProps) {
  const tree = useModuleTree();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const located = tree.data ? locateModule(tree.data, { id: moduleId, key: moduleKey }) : undefined;
  const category = toNumber(categoryId);
  useLearningRecord(located?.module.id, category !== undefined && category > 0 ? category : undefined);

  if (tree.isPending) {
    return (
      <>
        <TitleBar title={title} back />
        <PageLoading />
      </>
    );
  }
  if (tree.isError) {
    return (
      <>
        <TitleBar title={title} back />
        <PageMessage glyph="网" title={failureMessage(tree.error)} testId="catalogue-error">
          <RetryButton onRetry={() => void tree.refetch()} />
        </PageMessage>
      </>
    );
  }
  if (!located) {
    return (
      <>
        <TitleBar title={title ?? MESSAGE.moduleNotFound} back />
        <PageMessage glyph="寻" title={MESSAGE.moduleNotFound} testId="module-not-found" />
      </>
    );
  }

  const { module, parent, siblings } = located;
  const name = title ?? module.name;
  const children = module.children ?? [];
  return (
    <>
      <TitleBar
        title={name}
        back
        toggle={siblings.length > 1 ? { open: menuOpen, onToggle: () => setMenuOpen((open) => !open) } : undefined}
        right={{ text: '首页', onClick: () => void navigate('/index') }}
      />
      {menuOpen && (
        <nav className="yw-catalogue__menu" aria-label={parent ? `${parent.name}的栏目` : '全部学习区'}>
          {siblings.map((sibling) => (
            <Link
              key={sibling.id}
              to={linkToModule(sibling)}
              className={sibling.id === module.id ? 'yw-catalogue__menu-item is-current' : 'yw-catalogue__menu-item'}
            >
              {sibling.name}
            </Link>
          ))}
        </nav>
      )}
      <main className="yw-page yw-catalogue" data-testid="module-overview" data-module-id={module.id}>
        <header className="yw-catalogue__hero" style={{ background: areaColor(module.id) }}>
          <span className="yw-catalogue__hero-glyph yw-kai" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
          <div>
            <p className="yw-catalogue__hero-name">{name}</p>
            {parent && <p className="yw-catalogue__hero-parent">{parent.name}</p>}
          </div>
        </header>
        {children.length > 0 && (
          <section className="yw-catalogue__section">
            <h2 className="yw-section-title">学习栏目</h2>
            <AreaGrid
              areas={children.map((child) => ({ module: child, to: linkToModule(child) }))}
              testId="child-modules"
            />
          </section>
        )}
        <CategoryList
          module={module}
          pid={category !== undefined ? String(category) : '0'}
          name={name}
          hideEmpty={children.length > 0}
          linkToCategory={linkToCategory}
        />
      </main>
    </>
  );
}
