import { GRADE_BAND_NAMES } from '@yuwen/protocol';
import { Link } from 'react-router';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useGuide } from '../api/bpzw.api';
import type { BpzwLinks } from '../bpzw-links';
import { layoutGaozhi } from '../gaozhi-layout';
import { GaozhiGrid } from './gaozhi-grid';

/** A guide: what it is, the steps, our model passage on a small 稿纸 (tap a character to look it up), and the exercise. */
export function GuidePage({ id, links }: { id: number; links: BpzwLinks }) {
  const answer = useGuide(id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const guide = answer.data;
  const modelRows = guide.model ? layoutGaozhi(guide.model.title, guide.model.text) : [];
  return (
    <article className="yw-bpzw-guide" data-testid="bpzw-guide" data-key={guide.key}>
      <header>
        <h1 className="yw-bpzw-guide__title yw-kai">
          <TappableText text={guide.title} />
        </h1>
        {guide.band > 0 && <span className="yw-bpzw-band">{GRADE_BAND_NAMES[guide.band]}</span>}
      </header>
      <section className="yw-bpzw-guide__section">
        {guide.intro.map((paragraph) => (
          <p key={paragraph} className="yw-bpzw-guide__text">
            <TappableText text={paragraph} />
          </p>
        ))}
      </section>
      {guide.steps.length > 0 && (
        <section className="yw-bpzw-guide__section">
          <h2 className="yw-bpzw-guide__label">怎么写</h2>
          <ol className="yw-bpzw-steps" data-testid="bpzw-steps">
            {guide.steps.map((step) => (
              <li key={step}>
                <TappableText text={step} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {guide.model && (
        <section className="yw-bpzw-guide__section" data-testid="bpzw-model">
          <h2 className="yw-bpzw-guide__label">范文</h2>
          <p className="yw-bpzw-guide__tip">点稿纸上的字，可以查字典</p>
          <div className="yw-bpzw-guide__paper">
            <GaozhiGrid
              rows={modelRows}
              sheetRows={modelRows.length}
              tappable
              label={`范文《${guide.model.title}》`}
              testId="bpzw-model-grid"
            />
          </div>
        </section>
      )}
      {guide.exercise && (
        <section className="yw-bpzw-guide__section yw-bpzw-exercise">
          <h2 className="yw-bpzw-guide__label">练一练</h2>
          <p className="yw-bpzw-guide__text">
            <TappableText text={guide.exercise.prompt} />
          </p>
          <Link className="yw-button" to={links.write('new', guide.exercise.title)} data-testid="bpzw-exercise">
            在稿纸上写《{guide.exercise.title}》
          </Link>
        </section>
      )}
    </article>
  );
}
