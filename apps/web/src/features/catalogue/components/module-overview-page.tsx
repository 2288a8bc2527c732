// catalogue = 模块目录: the page of an area without pages of its own — its modules, its categories
// (the content kit's tree), a category's items and media, and an item (`?item=<id>`).
import { MESSAGE, type Module, type ResourceCategory } from '@yuwen/protocol';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AreaGrid, areaColor } from '../../../components/area-grid/area-grid';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { useAttachedMedia } from '../../../components/content-kit/api/attached-media.api';
import { useCategoryItems } from '../../../components/content-kit/api/category-items.api';
import { useCategoryTree } from '../../../components/content-kit/api/category-tree.api';
import { Breadcrumbs } from '../../../components/content-kit/breadcrumbs';
import { CategoryTree } from '../../../components/content-kit/category-tree';
import { mediaAtLevel } from '../../../components/content-kit/content-kit-format';
import { ItemList } from '../../../components/content-kit/item-list';
import { ItemPage } from '../../../components/content-kit/item-page';
import { MediaSlots } from '../../../components/content-kit/media-slot';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { toNumber } from '../../../lib/stored-value';
import { useModuleTree } from '../api/module-tree.api';
import { categoryTrail, itemParam, type TrailLinks } from '../content-trail';
import { locateModule } from '../module-tree';
import './module-overview-page.css';

/** Props of the module overview; the module comes from `moduleId`, else from `moduleKey`. */
export interface ModuleOverviewPageProps {
  moduleKey?: string;
  moduleId?: number;
  /** Show this category ('0' or absent: the module's top categories). */
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

/** Said to a child when a place holds nothing yet: kind, and where to go instead. */
function NothingHere({ title, testId }: { title: string; testId: string }) {
  const navigate = useNavigate();
  return (
    <PageMessage glyph="苗" title={title} testId={testId}>
      <p className="yw-catalogue__nothing-text">先去别的地方学一学吧！</p>
      <button type="button" className="yw-button" onClick={() => void navigate('/index')}>
        回首页
      </button>
    </PageMessage>
  );
}

/** The module itself: its child modules, its own media and its categories as a tree. */
function ModuleBody({ module, name, links }: { module: Module; name: string; links: TrailLinks }) {
  const children = module.children ?? [];
  const categories = useCategoryTree(module.id);
  const media = useAttachedMedia({ moduleId: module.id });
  const own = media.data ? mediaAtLevel(media.data, { moduleId: module.id }) : [];
  const nothing =
    children.length === 0 && categories.data?.length === 0 && (media.isError || (media.isSuccess && own.length === 0));
  // Time is recorded where there is something to learn, not on a menu of child areas or an empty one.
  useLearningRecord((categories.data?.length ?? 0) > 0 || own.length > 0 ? module.id : undefined);
  return (
    <>
      {children.length > 0 && (
        <section className="yw-catalogue__section">
          <h2 className="yw-section-title">学习栏目</h2>
          <AreaGrid
            areas={children.map((child) => ({ module: child, to: links.linkToModule(child) }))}
            testId="child-modules"
          />
        </section>
      )}
      <MediaSlots media={own} title="看一看" />
      <CategoryTree
        moduleId={module.id}
        linkTo={(category) => links.linkToCategory(module, category)}
        title="学习内容"
      />
      {nothing && <NothingHere title={`「${name}」里还没有学习内容哦`} testId="catalogue-empty" />}
    </>
  );
}

/** A category: where it stands, its own media, its sub-categories and its items. */
function CategoryBody({
  module,
  categoryId,
  name,
  links,
}: {
  module: Module;
  categoryId: number;
  name: string;
  links: TrailLinks;
}) {
  const { pathname } = useLocation();
  const items = useCategoryItems(module.id, categoryId);
  const subs = useCategoryTree(module.id, String(categoryId));
  const first = items.data?.pages[0];
  const shown = first ? mediaAtLevel(first.media, { moduleId: module.id, categoryId }).length + first.total : 0;
  useLearningRecord(shown + (subs.data?.length ?? 0) > 0 ? module.id : undefined, categoryId);
  if (items.isPending) return <PageLoading />;
  if (items.isError) return <PageFailure error={items.error} onRetry={items.refetch} />;
  const media = first ? mediaAtLevel(first.media, { moduleId: module.id, categoryId }) : [];
  const nothing = media.length === 0 && (first?.total ?? 0) === 0 && subs.data?.length === 0;
  return (
    <>
      <Breadcrumbs trail={categoryTrail(module, first?.breadcrumbs ?? [], links)} />
      <MediaSlots media={media} title="看一看" />
      <CategoryTree
        moduleId={module.id}
        pid={String(categoryId)}
        linkTo={(category) => links.linkToCategory(module, category)}
        title="小栏目"
      />
      <ItemList
        moduleId={module.id}
        categoryId={categoryId}
        itemLink={(item) => `${pathname}?item=${item.id}`}
        title="课文"
        empty={null}
      />
      {nothing && <NothingHere title={`「${name}」里还没有学习内容哦`} testId="catalogue-empty" />}
    </>
  );
}

/** An item opened over its category; the trail leads back up. */
function ItemBody({
  module,
  categoryId,
  itemId,
  links,
}: {
  module: Module;
  categoryId?: number;
  itemId: number;
  links: TrailLinks;
}) {
  useLearningRecord(module.id, categoryId);
  return (
    <ItemPage moduleId={module.id} itemId={itemId} trailOf={(item) => categoryTrail(module, item.breadcrumbs, links)} />
  );
}

function Frame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      <TitleBar title={title} back />
      {children}
    </>
  );
}

/** The overview of one module or one of its categories, or one item (real data only). */
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
  const [search] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const located = tree.data ? locateModule(tree.data, { id: moduleId, key: moduleKey }) : undefined;
  const category = toNumber(categoryId);
  const categoryShown = category !== undefined && category > 0 ? category : undefined;
  const itemId = itemParam(search);

  if (tree.isPending) {
    return (
      <Frame title={title}>
        <PageLoading />
      </Frame>
    );
  }
  if (tree.isError) {
    return (
      <Frame title={title}>
        <PageMessage glyph="网" title={failureMessage(tree.error)} testId="catalogue-error">
          <RetryButton onRetry={() => void tree.refetch()} />
        </PageMessage>
      </Frame>
    );
  }
  if (!located) {
    return (
      <Frame title={title ?? MESSAGE.moduleNotFound}>
        <PageMessage glyph="寻" title={MESSAGE.moduleNotFound} testId="module-not-found" />
      </Frame>
    );
  }

  const { module, parent, siblings } = located;
  const name = title ?? module.name;
  const links: TrailLinks = { linkToModule, linkToCategory };
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
      <main
        className="yw-page yw-catalogue"
        data-testid="module-overview"
        data-module-id={module.id}
        data-category-id={categoryShown ?? 0}
      >
        {itemId === undefined && (
          <header
            className="yw-catalogue__hero"
            style={{ '--yw-hero-tint': areaColor(categoryShown ?? module.id) } as CSSProperties}
          >
            <AreaIcon moduleKey={module.key} className="yw-catalogue__hero-icon" />
            <div>
              <p className="yw-catalogue__hero-name">{name}</p>
              {categoryShown !== undefined ? (
                <p className="yw-catalogue__hero-parent">{module.name}</p>
              ) : (
                parent && <p className="yw-catalogue__hero-parent">{parent.name}</p>
              )}
            </div>
          </header>
        )}
        {itemId !== undefined ? (
          <ItemBody module={module} categoryId={categoryShown} itemId={itemId} links={links} />
        ) : categoryShown !== undefined ? (
          <CategoryBody module={module} categoryId={categoryShown} name={name} links={links} />
        ) : (
          <ModuleBody module={module} name={name} links={links} />
        )}
      </main>
    </>
  );
}
