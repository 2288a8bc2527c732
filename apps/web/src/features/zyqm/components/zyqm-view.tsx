import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { Mascot } from '../../../components/mascot/mascot';
import { useArea, useAreaModule } from '../../area-routes';
import { PART_TITLES, ZYQM_PARTS, type ZyqmLinks, type ZyqmPlace } from '../zyqm-links';
import { CharGroupsPage, CharPage } from './char-pages';
import { IdiomListPage, IdiomPage } from './idiom-pages';
import { NamePage } from './name-page';
import { PoemListPage, PoemPage } from './poem-pages';

const PART_NOTES: Readonly<Record<string, string>> = {
  qwsz: '看古人怎样画出汉字',
  cyxt: '听最好懂的成语故事',
  scly: '读古诗背后的小故事',
  gxqm: '从古诗里找好名字',
};

/** 学前教育: its two children with their drawn icons (幼儿教育 opens where the app serves it). */
function XqjyHome({ links }: { links: ZyqmLinks }) {
  const { linkToModule } = useArea();
  const ycjy = useAreaModule('ycjy');
  const cards = [
    {
      key: 'ycjy',
      name: ycjy?.name ?? '幼儿教育',
      note: '按月份的幼儿小课',
      to: (ycjy && linkToModule(ycjy)) ?? '/xqjy/ycjy',
    },
    { key: 'zyqm', name: '字源起名', note: '汉字、成语、古诗和起名', to: links.zyqm() },
  ];
  return (
    <div className="yw-zyqm-stack">
      <section className="yw-zyqm-banner">
        <Mascot pose="greeting" className="yw-zyqm-banner__mascot" />
        <p>小朋友，今天想玩什么？</p>
      </section>
      <ul className="yw-zyqm-cards">
        {cards.map((card) => (
          <li key={card.key}>
            <Link className="yw-zyqm-part" to={card.to} data-testid={`zyqm-card-${card.key}`}>
              <AreaIcon moduleKey={card.key} className="yw-zyqm-part__icon" />
              <span className="yw-zyqm-part__name">{card.name}</span>
              <span className="yw-zyqm-note">{card.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 字源起名: its four parts as drawn cards. */
export function ZyqmHome({ links }: { links: ZyqmLinks }) {
  return (
    <ul className="yw-zyqm-cards">
      {ZYQM_PARTS.map((part) => (
        <li key={part}>
          <Link className="yw-zyqm-part" to={links.part(part)} data-testid={`zyqm-part-${part}`}>
            <AreaIcon moduleKey={part} className="yw-zyqm-part__icon" />
            <span className="yw-zyqm-part__name">{PART_TITLES[part]}</span>
            <span className="yw-zyqm-note">{PART_NOTES[part]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The page an address names, in either layout. */
export function ZyqmView({ place, links }: { place: ZyqmPlace; links: ZyqmLinks }) {
  if (place.char) return <CharPage char={place.char} font={place.font === true} links={links} />;
  if (place.idiom) return <IdiomPage idiom={place.idiom} links={links} />;
  if (place.poem) return <PoemPage poemKey={place.poem} video={place.video === true} links={links} />;
  switch (place.part) {
    case 'qwsz':
      return <CharGroupsPage links={links} />;
    case 'cyxt':
      return <IdiomListPage links={links} />;
    case 'scly':
      return <PoemListPage links={links} />;
    case 'gxqm':
      return <NamePage />;
    case 'zyqm':
      return <ZyqmHome links={links} />;
    default:
      return <XqjyHome links={links} />;
  }
}
