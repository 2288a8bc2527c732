import type { JdmzCategory } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useJdmzHome } from '../api/jdmz-home.api';
import type { JdmzLinks } from '../jdmz-links';
import { categoryIcon, categoryNote, childrenOf } from '../jdmz-view';

/** A category as an illustrated card. */
export function CategoryCard({
  category,
  categories,
  links,
}: {
  category: JdmzCategory;
  categories: readonly JdmzCategory[];
  links: JdmzLinks;
}) {
  return (
    <li>
      <Link
        className="yw-jdmz-card"
        to={links.category(category.id, category.kind)}
        data-testid="jdmz-category"
        data-kind={category.kind}
      >
        <AreaIcon moduleKey={categoryIcon(category)} className="yw-jdmz-card__icon" />
        <span className="yw-jdmz-card__text">
          <span className="yw-jdmz-card__title">{category.name}</span>
          <span className="yw-jdmz-card__note">{categoryNote(category, categories)}</span>
        </span>
      </Link>
    </li>
  );
}

/** The games as cards with the pupil's best so far. */
function GameCards({ links, chainBest, quizLast }: { links: JdmzLinks; chainBest: number; quizLast: number | null }) {
  return (
    <ul className="yw-jdmz-cards yw-jdmz-cards--games">
      <li>
        <Link className="yw-jdmz-card yw-jdmz-card--game" to={links.play('chain')} data-testid="jdmz-play-chain">
          <AreaIcon moduleKey="qwsz" className="yw-jdmz-card__icon" />
          <span className="yw-jdmz-card__text">
            <span className="yw-jdmz-card__title">成语接龙</span>
            <span className="yw-jdmz-card__note">
              {chainBest > 0 ? `最高 ${chainBest} 分` : '和墨墨一个接一个说成语'}
            </span>
          </span>
        </Link>
      </li>
      <li>
        <Link className="yw-jdmz-card yw-jdmz-card--game" to={links.play('quiz')} data-testid="jdmz-play-quiz">
          <AreaIcon moduleKey="hzcs" className="yw-jdmz-card__icon" />
          <span className="yw-jdmz-card__text">
            <span className="yw-jdmz-card__title">成语小测验</span>
            <span className="yw-jdmz-card__note">
              {quizLast === null ? '10 道题，看看记住了多少' : `上次 ${quizLast} 分`}
            </span>
          </span>
        </Link>
      </li>
    </ul>
  );
}

/** 成语典故's first page: a greeting, the top categories and the two games. */
export function AreaPage({ links }: { links: JdmzLinks }) {
  const answer = useJdmzHome();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { categories, chain, quiz } = answer.data;
  const top = childrenOf(categories, 0);
  return (
    <div className="yw-jdmz-area" data-testid="jdmz-area">
      <section className="yw-jdmz-hero">
        <Mascot pose="greeting" className="yw-jdmz-hero__mascot" />
        <div>
          <h1 className="yw-jdmz-hero__title yw-kai">成语典故</h1>
          <p className="yw-jdmz-hero__text">读成语故事，玩成语接龙，一起学成语吧！</p>
        </div>
      </section>
      {top.length === 0 ? (
        <PageMessage glyph="成" title="成语故事还在准备中" />
      ) : (
        <ul className="yw-jdmz-cards">
          {top.map((category) => (
            <CategoryCard key={category.id} category={category} categories={categories} links={links} />
          ))}
        </ul>
      )}
      <h2 className="yw-section-title">成语游戏</h2>
      <GameCards links={links} chainBest={chain.best} quizLast={quiz.last} />
    </div>
  );
}
