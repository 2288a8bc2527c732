import licences from '../../../../../../licenses/README.md?raw';
import { parseCredits } from '../credits';

const { credits, notes } = parseCredits(licences);

/** 数据来源与许可: every content source with its package, licence and what we use of it. */
export function CreditsSection() {
  return (
    <section className="yw-usage__credits" data-testid="usage-credits">
      <h2 className="yw-section-title">数据来源与许可</h2>
      <p className="yw-usage__text">
        这里的字、词、成语、诗文、录音和字体都来自下面这些公开的资料包，在本机导入，使用时不连网。
      </p>
      <ul className="yw-usage__credit-list">
        {credits.map((credit) => (
          <li key={credit.pkg} className="yw-usage__credit">
            <p className="yw-usage__title">{credit.source}</p>
            <p className="yw-usage__text">
              <code>{credit.pkg}</code> · {credit.licence}
            </p>
            <p className="yw-usage__text">{credit.use}</p>
          </li>
        ))}
      </ul>
      <ul className="yw-usage__notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="yw-usage__text">
        许可全文：
        <a href="/licenses/ARPHICPL.TXT" target="_blank" rel="noreferrer">
          Arphic Public License（笔顺数据）
        </a>
        {' · '}
        <a href="/licenses/OFL-LXGW-WenKai.txt" target="_blank" rel="noreferrer">
          SIL Open Font License 1.1（霞鹜文楷）
        </a>
      </p>
    </section>
  );
}
