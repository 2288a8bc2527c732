import type { PoemSummary, ReciteState } from '@yuwen/protocol';
import { Link } from 'react-router';
import { StarIcon } from '../../../components/icons/icons';
import { ReciteStateBadge } from '../../../components/recite-state/recite-state-badge';
import { byline } from '../poem-format';

/** Poems as a list: title, favourite mark, dynasty · author (and the recitation state when given) and the first line. */
export function PoemRows({
  poems,
  poemTo,
  testId,
  states,
}: {
  poems: readonly PoemSummary[];
  poemTo: (id: number) => string;
  testId: string;
  states?: ReadonlyMap<number, ReciteState>;
}) {
  return (
    <ul className="yw-jdsd-poems" data-testid={testId}>
      {poems.map((poem) => (
        <li key={poem.id}>
          <Link className="yw-jdsd-poem-row" to={poemTo(poem.id)} data-testid="poem-row">
            <span className="yw-jdsd-poem-row__title yw-kai">
              {poem.title}
              {poem.favorite && (
                <span className="yw-jdsd-poem-row__fav" data-testid="poem-row-favorite" title="已收藏">
                  <StarIcon />
                  <span className="yw-visually-hidden">已收藏</span>
                </span>
              )}
            </span>
            <span className="yw-jdsd-poem-row__byline">
              {byline(poem.dynasty, poem.author)}
              {states && <ReciteStateBadge state={states.get(poem.id)} />}
            </span>
            <span className="yw-jdsd-poem-row__first yw-kai">{poem.first_line}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
