import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { Mascot } from '../../../components/mascot/mascot';
import type { SxydLinks } from '../sxyd-links';

/** 视听阅读's first page: a greeting and its two parts. */
export function AreaPage({ links }: { links: SxydLinks }) {
  return (
    <div className="yw-sxyd-area" data-testid="sxyd-area">
      <section className="yw-sxyd-hero">
        <Mascot pose="greeting" className="yw-sxyd-hero__mascot" />
        <div>
          <h1 className="yw-sxyd-hero__title yw-kai">视听阅读</h1>
          <p className="yw-sxyd-hero__text">一边听，一边看，读到哪里亮到哪里。</p>
        </div>
      </section>
      <ul className="yw-sxyd-cards">
        <li>
          <Link className="yw-sxyd-card" to={links.tracks()} data-testid="sxyd-open-tracks">
            <AreaIcon moduleKey="sxyd" className="yw-sxyd-card__icon" />
            <span className="yw-sxyd-card__text">
              <span className="yw-sxyd-card__title">听读课文</span>
              <span className="yw-sxyd-card__note">古诗和三字经、千字文，跟着声音读</span>
            </span>
          </Link>
        </li>
        <li>
          <Link className="yw-sxyd-card yw-sxyd-card--game" to={links.qmdw()} data-testid="sxyd-open-qmdw">
            <AreaIcon moduleKey="qmdw" className="yw-sxyd-card__icon" />
            <span className="yw-sxyd-card__text">
              <span className="yw-sxyd-card__title">听音辨位</span>
              <span className="yw-sxyd-card__note">听一个字的读音，找出它在哪里</span>
            </span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
