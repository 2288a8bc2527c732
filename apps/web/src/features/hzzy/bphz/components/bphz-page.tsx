// bphz = 部编汉字: the common characters in textbook-like units. There is no official per-grade list
// in our data, so units follow how often the word lists use each character, and the page says so.
import { type CharacterTile, MODULE_IDS } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { toast } from '../../../../components/toast/toast-store';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useMarkCharacter } from '../../shared/api/character-marks.api';
import { CharacterTileView } from '../../shared/components/character-tile';
import { useBphzUnit } from '../api/bphz-units.api';
import '../../shared/components/hzzy.css';
import '../../shared/components/hzcs-training.css';

const BAND_NAMES = ['最常用', '很常用', '常用', '较常用'];

/** 部编汉字 by frequency band: bands of units, one unit's characters with the pupil's marks. */
export function BphzPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('unit'));
  const unit = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const found = useBphzUnit(unit);
  const mark = useMarkCharacter();
  useLearningRecord(MODULE_IDS.hzzy_bphz);
  const go = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('unit', String(next));
        return updated;
      },
      { replace: true },
    );
  const toggle = (tile: CharacterTile, which: 'learned' | 'favorite') =>
    mark.mutate(
      { charId: tile.id, mark: which, on: !tile[which] },
      { onError: (error) => toast.info(failureMessage(error)) },
    );

  let body: ReactNode;
  if (found.isPending) body = <PageLoading />;
  else if (found.isError)
    body = (
      <PageMessage glyph="网" title={failureMessage(found.error)} testId="bphz-error">
        <button type="button" className="yw-button" onClick={() => void found.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  else {
    const { units, units_per_band, unit_size, characters } = found.data;
    const bands = Array.from({ length: Math.ceil(units.length / units_per_band) }, (_, i) =>
      units.slice(i * units_per_band, (i + 1) * units_per_band),
    );
    const current = units.find((u) => u.unit === found.data.unit);
    const bandIndex = Math.floor((found.data.unit - 1) / units_per_band);
    body = (
      <>
        <p className="yw-hzzy-note" data-testid="bphz-honest-note">
          说明：我们没有部编教材各年级的官方识字表。这里把《通用规范汉字表》的一级常用字，按它们在常用词表里出现的多少排序，每{' '}
          {unit_size} 字一个单元、每 {units_per_band} 个单元一册：越靠前的字越常用，适合先学。
        </p>
        <div className="yw-hzzy-tabs" role="tablist" aria-label="册">
          {bands.map((band, b) => (
            <button
              key={band[0]?.unit ?? b}
              type="button"
              role="tab"
              aria-selected={b === bandIndex}
              className={`yw-hzzy-tabs__tab${b === bandIndex ? ' is-current' : ''}`}
              data-testid="bphz-band"
              onClick={() => go(band[0]?.unit ?? 1)}
            >
              第 {b + 1} 册{BAND_NAMES[b] ? ` · ${BAND_NAMES[b]}` : ''}
            </button>
          ))}
        </div>
        <ol className="yw-jbzy-groups" aria-label={`第 ${bandIndex + 1} 册的单元`}>
          {(bands[bandIndex] ?? []).map((u) => (
            <li key={u.unit}>
              <button
                type="button"
                className={`yw-jbzy-group${u.unit === found.data.unit ? ' is-current' : ''}${u.learned === u.size ? ' is-done' : ''}`}
                aria-pressed={u.unit === found.data.unit}
                data-testid="bphz-unit"
                onClick={() => go(u.unit)}
              >
                <span className="yw-jbzy-group__name">第 {u.unit} 单元</span>
                <span className="yw-jbzy-group__preview yw-kai">{u.preview}</span>
                <span className="yw-jbzy-group__progress">
                  {u.learned}/{u.size}
                </span>
              </button>
            </li>
          ))}
        </ol>
        <section className="yw-hzzy-section" data-testid="bphz-characters" data-unit={found.data.unit}>
          <h2 className="yw-section-title">
            第 {found.data.unit} 单元 · 已学会 {current?.learned ?? 0}/{current?.size ?? characters.length}
          </h2>
          <ul className="yw-hzzy-tiles yw-hzzy-tiles--marks">
            {characters.map((tile) => (
              <CharacterTileView
                key={tile.id}
                tile={tile}
                actions={{ onToggle: toggle, busyId: mark.isPending ? mark.variables?.charId : undefined }}
              />
            ))}
          </ul>
        </section>
      </>
    );
  }

  return (
    <>
      <TitleBar title="部编汉字" back />
      <main className="yw-page yw-hzzy" data-testid="bphz-page">
        {body}
      </main>
    </>
  );
}
