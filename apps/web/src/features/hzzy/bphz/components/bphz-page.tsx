// bphz = 部编汉字: the 统编版 (部编版) textbook's own 识字表 and 写字表 — choose a volume, then each
// unit's lessons with their characters as tiles (tap → dictionary, the pupil's learned marks).
import { type CharacterTile, MODULE_IDS, type TextbookUnit } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import {
  useRefreshVolumeProgress,
  useTextbookVolume,
} from '../../../../components/textbook-volume/api/textbook-volume.api';
import { useVolumeChoice } from '../../../../components/textbook-volume/use-volume-choice';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { toast } from '../../../../components/toast/toast-store';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useMarkCharacter } from '../../shared/api/character-marks.api';
import { CharacterTileView, type TileActions } from '../../shared/components/character-tile';
import { useLessonTiles } from '../api/lesson-tiles.api';
import '../../shared/components/hzzy.css';
import './bphz-page.css';

/** The two tables the textbook prints at the back of each volume. */
type Table = 'shizi' | 'xiezi';
const TABLES: readonly { key: Table; name: string; note: string }[] = [
  { key: 'shizi', name: '识字表', note: '会认的字' },
  { key: 'xiezi', name: '写字表', note: '会写的字' },
];

/** A whole number from the address, else undefined. */
function idParam(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A unit's characters of one table in printed order, and the pupil's progress over its lessons. */
function unitSummary(unit: TextbookUnit, table: Table) {
  return {
    chars: unit.lessons.map((lesson) => lesson[table]).join(''),
    learned: unit.lessons.reduce((sum, lesson) => sum + lesson.learned, 0),
    total: unit.lessons.reduce((sum, lesson) => sum + lesson.total, 0),
  };
}

/** One lesson's characters of the table as tiles, once its marks have loaded. */
function LessonTiles({
  query,
  table,
  actions,
}: {
  query: ReturnType<typeof useLessonTiles>[number] | undefined;
  table: Table;
  actions: TileActions;
}) {
  if (!query || query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <p className="yw-hzzy-note is-error">
        {failureMessage(query.error)}{' '}
        <button type="button" className="yw-button yw-button--soft" onClick={() => void query.refetch()}>
          重新加载
        </button>
      </p>
    );
  const tiles: CharacterTile[] = query.data[table];
  return (
    <ul className="yw-hzzy-tiles yw-hzzy-tiles--marks">
      {tiles.map((tile) => (
        <CharacterTileView key={tile.id} tile={tile} actions={actions} />
      ))}
    </ul>
  );
}

/** 部编汉字: a volume's 识字表 or 写字表, unit by unit and lesson by lesson. */
export function BphzPage() {
  const [params, setParams] = useSearchParams();
  const go = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // The volume ?volume= asks for, else the one the textbook areas remember, else the profile grade's.
  const choice = useVolumeChoice({
    asked: idParam(params.get('volume')),
    onChoose: (chosen) => go({ volume: String(chosen.id), unit: undefined }),
  });
  const { volumes, chosen: volume } = choice;
  const list = volumes.data ?? [];
  const found = useTextbookVolume(volume?.id);
  const refreshProgress = useRefreshVolumeProgress();
  const table: Table = params.get('table') === 'xiezi' ? 'xiezi' : 'shizi';
  const units = found.data?.units ?? [];
  const unit = units.find((u) => u.id === idParam(params.get('unit'))) ?? units[0];
  // Every lesson of the unit with characters in either table: switching tables asks nothing new.
  const lessons = unit?.lessons.filter((lesson) => lesson.shizi !== '' || lesson.xiezi !== '') ?? [];
  const tiles = useLessonTiles(lessons.map((lesson) => lesson.id));
  const mark = useMarkCharacter();
  useLearningRecord(MODULE_IDS.hzzy_bphz);

  const actions: TileActions = {
    onToggle: (tile, which) =>
      mark.mutate(
        { charId: tile.id, mark: which, on: !tile[which] },
        // The units' learned counts come with the volume: ask them again.
        { onSuccess: () => void refreshProgress(), onError: (error) => toast.info(failureMessage(error)) },
      ),
    busyId: mark.isPending ? mark.variables?.charId : undefined,
  };

  let body: ReactNode;
  if (volumes.isError || found.isError) {
    const failed = volumes.isError ? volumes : found;
    body = (
      <PageMessage glyph="网" title={failureMessage(failed.error)} testId="bphz-error">
        <button type="button" className="yw-button" onClick={() => void failed.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  } else if (volumes.data && list.length === 0)
    body = <PageMessage glyph="书" title="课本字表还在整理中，请过几天再来看看" testId="bphz-empty" />;
  else if (!volume || !unit) body = <PageLoading />;
  else {
    const shown = lessons.filter((lesson) => lesson[table] !== '');
    const total = table === 'shizi' ? volume.shizi_total : volume.xiezi_total;
    body = (
      <>
        <div className="yw-hzzy-tabs" role="tablist" aria-label="册">
          {list.map((v) => (
            <button
              key={v.id}
              type="button"
              role="tab"
              aria-selected={v.id === volume.id}
              className={`yw-hzzy-tabs__tab${v.id === volume.id ? ' is-current' : ''}`}
              data-testid="bphz-volume"
              onClick={() => choice.choose(v)}
            >
              {v.name}
            </button>
          ))}
        </div>
        <div className="yw-hzzy-tabs yw-hzzy-tabs--sub" role="tablist" aria-label="字表">
          {TABLES.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === table}
              className={`yw-hzzy-tabs__tab${t.key === table ? ' is-current' : ''}`}
              data-testid="bphz-table"
              onClick={() => go({ table: t.key === 'shizi' ? undefined : t.key })}
            >
              {t.name} · {t.note}
            </button>
          ))}
        </div>
        <p className="yw-hzzy-note" data-testid="bphz-about">
          {volume.name}
          {volume.edition && `（${volume.edition}）`}
          {total > 0 ? `${TABLES.find((t) => t.key === table)?.name}共 ${total} 个字` : ''}，按课本的单元和课文排列。
          {volume.status === 'partial' && '这一册的字表还在核对，这里只列出已经核对过的课。'}
        </p>
        <ol className="yw-jbzy-groups" aria-label={`${volume.name}的单元`}>
          {units.map((u) => {
            const summary = unitSummary(u, table);
            return (
              <li key={u.id}>
                <button
                  type="button"
                  className={`yw-jbzy-group${u.id === unit.id ? ' is-current' : ''}${summary.total > 0 && summary.learned === summary.total ? ' is-done' : ''}`}
                  aria-pressed={u.id === unit.id}
                  data-testid="bphz-unit"
                  onClick={() => go({ unit: String(u.id) })}
                >
                  <span className="yw-jbzy-group__name">{u.title}</span>
                  <span className="yw-jbzy-group__preview yw-kai">
                    {[...summary.chars].slice(0, 4).join('') || '—'}
                  </span>
                  <span className="yw-jbzy-group__progress">
                    {summary.learned}/{summary.total}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <section
          className="yw-hzzy-section"
          data-testid="bphz-characters"
          data-volume={volume.id}
          data-unit={unit.id}
          data-table={table}
        >
          <h2 className="yw-section-title">
            {unit.title}
            {unit.section && ` · ${unit.section}`}
          </h2>
          {shown.length === 0 ? (
            <p className="yw-hzzy-note">这个单元没有{table === 'shizi' ? '要认' : '要写'}的字。</p>
          ) : (
            shown.map((lesson) => (
              <article key={lesson.id} className="yw-bphz-lesson" data-testid="bphz-lesson" data-lesson={lesson.id}>
                <h3 className="yw-bphz-lesson__title">
                  {lesson.number && <span className="yw-bphz-lesson__number">{lesson.number}</span>}
                  {lesson.title}
                  <span className="yw-bphz-lesson__count">{[...lesson[table]].length} 字</span>
                </h3>
                <LessonTiles
                  query={tiles[lessons.findIndex((l) => l.id === lesson.id)]}
                  table={table}
                  actions={actions}
                />
              </article>
            ))
          )}
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
