import type { BpzwCategory, CompositionSummary } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useBpzwHome } from '../api/bpzw.api';
import { isTeacher, useRole } from '../api/hand-in.api';
import { type BpzwLinks, type BpzwPart, partParam } from '../bpzw-links';
import { PART_ICONS, PART_NOTES } from '../bpzw-view';

/** A part of the area as an illustrated card. */
export function PartCard({ category, links }: { category: BpzwCategory; links: BpzwLinks }) {
  const part = partParam(category.key) as BpzwPart;
  return (
    <li>
      <Link className="yw-bpzw-card" to={links.part(part)} data-testid="bpzw-part" data-part={part}>
        <AreaIcon moduleKey={PART_ICONS[part]} className="yw-bpzw-card__icon" />
        <span className="yw-bpzw-card__text">
          <span className="yw-bpzw-card__title">{category.name}</span>
          <span className="yw-bpzw-card__note">{PART_NOTES[part]}</span>
        </span>
      </Link>
    </li>
  );
}

const dateText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

/** A composition in a list: its title, count and when it was last written. */
export function CompositionLink({ composition, links }: { composition: CompositionSummary; links: BpzwLinks }) {
  return (
    <Link className="yw-bpzw-draft" to={links.write(composition.id)} data-testid="bpzw-draft">
      <span className="yw-bpzw-draft__title yw-kai">{composition.title || '无题'}</span>
      <span className="yw-bpzw-draft__note">
        {composition.count}字 · {composition.sheet}格 · {dateText(composition.updated_at)}
      </span>
    </Link>
  );
}

/** 部编作文's first page: a greeting, the parts as cards, and 我的作文. */
export function AreaPage({ links }: { links: BpzwLinks }) {
  const answer = useBpzwHome();
  const role = useRole();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { categories, compositions } = answer.data;
  const parts = categories.filter((c) => partParam(c.key) && c.key !== 'zwnltp');
  return (
    <div className="yw-bpzw-area" data-testid="bpzw-area">
      <section className="yw-bpzw-hero">
        <Mascot pose="greeting" className="yw-bpzw-hero__mascot" />
        <div>
          <h1 className="yw-bpzw-hero__title yw-kai">部编作文</h1>
          <p className="yw-bpzw-hero__text">学方法，读范文，在方格稿纸上写一写！</p>
        </div>
      </section>
      {isTeacher(role.data) && (
        <Link className="yw-bpzw-card yw-bpzw-teach-card" to={links.teach()} data-testid="bpzw-teach">
          <AreaIcon moduleKey="bpzw" className="yw-bpzw-card__icon" />
          <span className="yw-bpzw-card__text">
            <span className="yw-bpzw-card__title">批改作文</span>
            <span className="yw-bpzw-card__note">读学生交上来的作文，写评语</span>
          </span>
        </Link>
      )}
      <section className="yw-bpzw-mine" aria-labelledby="bpzw-mine-title">
        <div className="yw-bpzw-mine__head">
          <h2 id="bpzw-mine-title" className="yw-section-title">
            我的作文
          </h2>
          <Link className="yw-button" to={links.write('new')} data-testid="bpzw-new">
            写一篇新作文
          </Link>
        </div>
        {compositions.length === 0 ? (
          <p className="yw-bpzw-lead">还没有作文。写好的每一句都会自动保存在这里。</p>
        ) : (
          <ul className="yw-bpzw-drafts">
            {compositions.map((c) => (
              <li key={c.id}>
                <CompositionLink composition={c} links={links} />
              </li>
            ))}
          </ul>
        )}
        {compositions.length > 0 && (
          <Link className="yw-bpzw-more" to={links.mine()} data-testid="bpzw-mine">
            全部作文
          </Link>
        )}
      </section>
      {parts.length === 0 ? (
        <PageMessage glyph="文" title="写作指导还在准备中" />
      ) : (
        <ul className="yw-bpzw-cards">
          {parts.map((category) => (
            <PartCard key={category.id} category={category} links={links} />
          ))}
        </ul>
      )}
    </div>
  );
}
