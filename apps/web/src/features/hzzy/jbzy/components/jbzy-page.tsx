// jbzy = 基本字: the level-1 characters in groups of 20 and by radical family, and the pupil's own
// learned and favourite characters; every tile carries the pupil's marks.
import { type CharacterTile, MODULE_IDS } from '@yuwen/protocol';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { toast } from '../../../../components/toast/toast-store';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useCharacterIndex } from '../../shared/api/character-index.api';
import { useMarkCharacter } from '../../shared/api/character-marks.api';
import { useBasicGroup, useCharactersBy, useMyCharacters } from '../../shared/api/character-tiles.api';
import { CharacterTileView, type TileActions } from '../../shared/components/character-tile';
import { TileList } from '../../shared/components/tile-list';
import '../../shared/components/hzzy.css';

function groupOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

type SetParam = (name: string, value: string | null, push?: boolean) => void;

/** The learned / favourite toggles of every tile on the page. */
function useTileActions(): TileActions {
  const mark = useMarkCharacter();
  return {
    onToggle: (tile: CharacterTile, which: 'learned' | 'favorite') =>
      mark.mutate(
        { charId: tile.id, mark: which, on: !tile[which] },
        { onError: (error) => toast.info(failureMessage(error)) },
      ),
    busyId: mark.isPending ? mark.variables?.charId : undefined,
  };
}

/** One group of level-1 characters at a time, with every group's progress. */
function GroupsView({ group, setParam, actions }: { group: number; setParam: SetParam; actions: TileActions }) {
  const found = useBasicGroup(group);
  const pickerRef = useRef<HTMLOListElement>(null);

  // Keep the current group's button in view in the scrolling picker.
  const shownGroup = found.data?.group;
  useEffect(() => {
    if (shownGroup === undefined) return;
    pickerRef.current?.querySelector('.is-current')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [shownGroup]);

  const go = (next: number) => setParam('group', String(next));

  if (found.isPending) return <PageLoading />;
  if (found.isError)
    return (
      <PageMessage glyph="网" title={failureMessage(found.error)} testId="jbzy-error">
        <button type="button" className="yw-button" onClick={() => void found.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  const { characters, groups } = found.data;
  const current = groups.find((g) => g.group === found.data.group);
  const learnedAll = groups.reduce((sum, g) => sum + g.learned, 0);
  const sizeAll = groups.reduce((sum, g) => sum + g.size, 0);
  return (
    <>
      <p className="yw-hzzy-note">
        按《通用规范汉字表》一级字（{sizeAll} 个常用字）的顺序，每 {found.data.group_size}{' '}
        字一组。这不是教材的分年级识字表。已学会 {learnedAll} 字。
      </p>
      <ol className="yw-jbzy-groups" ref={pickerRef} aria-label="分组">
        {groups.map((g) => (
          <li key={g.group}>
            <button
              type="button"
              className={`yw-jbzy-group${g.group === found.data.group ? ' is-current' : ''}${g.learned === g.size ? ' is-done' : ''}`}
              aria-pressed={g.group === found.data.group}
              onClick={() => go(g.group)}
            >
              <span className="yw-jbzy-group__name">第 {g.group} 组</span>
              <span className="yw-jbzy-group__preview yw-kai">{g.preview}</span>
              <span className="yw-jbzy-group__progress">
                {g.learned}/{g.size}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <section className="yw-hzzy-section" data-testid="jbzy-group" data-group={found.data.group}>
        <h2 className="yw-section-title">
          第 {found.data.group} 组 · 已学会 {current?.learned ?? 0}/{current?.size ?? characters.length}
        </h2>
        <ul className="yw-hzzy-tiles yw-hzzy-tiles--marks">
          {characters.map((tile) => (
            <CharacterTileView key={tile.id} tile={tile} actions={actions} />
          ))}
        </ul>
        <div className="yw-jbzy-steps">
          <button
            type="button"
            className="yw-button yw-button--soft"
            disabled={found.data.group <= 1}
            onClick={() => go(found.data.group - 1)}
          >
            上一组
          </button>
          <button
            type="button"
            className="yw-button"
            disabled={found.data.group >= groups.length}
            onClick={() => go(found.data.group + 1)}
          >
            下一组
          </button>
        </div>
        <p className="yw-hzzy-note">点字可查看字源字典；「学会了」和星标收藏只记在你自己的账号里。</p>
      </section>
    </>
  );
}

/** 部首家族: the common (level-1) characters of one radical, radicals listed by their strokes. */
function FamilyView({
  radical,
  setParam,
  actions,
}: {
  radical: string | null;
  setParam: SetParam;
  actions: TileActions;
}) {
  const index = useCharacterIndex();
  const found = useCharactersBy(radical ? { radical } : undefined, 1);
  if (radical) {
    return (
      <>
        <button type="button" className="yw-button yw-button--soft" onClick={() => setParam('radical', null)}>
          换一个部首
        </button>
        <TileList
          found={found}
          heading={(total) => `部首「${radical}」的常用字 · ${total} 个`}
          empty={`部首「${radical}」下没有一级常用字`}
          actions={actions}
          testId="jbzy-family"
        />
      </>
    );
  }
  if (index.isPending) return <PageLoading />;
  if (index.isError)
    return (
      <PageMessage glyph="网" title={failureMessage(index.error)} testId="jbzy-error">
        <button type="button" className="yw-button" onClick={() => void index.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  const families = index.data.radicals.filter((r) => r.common > 0).sort((a, b) => b.common - a.common);
  return (
    <section className="yw-hzzy-section" data-testid="jbzy-radicals">
      <p className="yw-hzzy-note">同一个部首的字常常意思相近。按常用字的多少排列：</p>
      <ul className="yw-zyzd-chips">
        {families.map((r) => (
          <li key={r.radical}>
            <button
              type="button"
              className="yw-zyzd-chip"
              data-key={r.radical}
              onClick={() => setParam('radical', r.radical, true)}
            >
              <span className="yw-zyzd-chip__text yw-kai">{r.radical}</span>
              <span className="yw-zyzd-chip__count">{r.common}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 我的字: the pupil's learned or favourite characters, latest first. */
function MineView({
  mark,
  setParam,
  actions,
}: {
  mark: 'learned' | 'favorite';
  setParam: SetParam;
  actions: TileActions;
}) {
  const found = useMyCharacters(mark);
  return (
    <>
      <div className="yw-hzzy-tabs yw-hzzy-tabs--sub">
        {(['learned', 'favorite'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`yw-hzzy-tabs__tab${m === mark ? ' is-current' : ''}`}
            aria-pressed={m === mark}
            onClick={() => setParam('mark', m)}
          >
            {m === 'learned' ? '已学会' : '收藏'}
          </button>
        ))}
      </div>
      <TileList
        found={found}
        heading={(total) => (mark === 'learned' ? `已学会 ${total} 字` : `收藏了 ${total} 字`)}
        empty={mark === 'learned' ? '还没有标记学会的字，在字卡上点「学会了」吧' : '还没有收藏的字，点字卡上的星星收藏'}
        actions={actions}
        testId="jbzy-mine"
      />
    </>
  );
}

const MODES = [
  { key: 'groups', title: '按顺序' },
  { key: 'family', title: '部首家族' },
  { key: 'mine', title: '我的字' },
] as const;
type Mode = (typeof MODES)[number]['key'];

/** 基本字: the common characters in groups of 20, by radical family, and the pupil's own lists. */
export function JbzyPage({ zjjzyTo }: { zjjzyTo?: string }) {
  const [params, setParams] = useSearchParams();
  const mode: Mode = MODES.find((m) => m.key === params.get('mode'))?.key ?? 'groups';
  const actions = useTileActions();
  useLearningRecord(MODULE_IDS.hzzy_jbzy);

  // Picking a radical pushes a history entry (back returns to the radicals); the rest replaces.
  const setParam: SetParam = (name, value, push = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: !push },
    );

  return (
    <>
      <TitleBar title="基本字" back />
      <main className="yw-page yw-hzzy" data-testid="jbzy-page">
        <nav className="yw-hzzy-tabs" aria-label="基本字的栏目">
          {MODES.map((m) => (
            <button
              key={m.key}
              type="button"
              className={`yw-hzzy-tabs__tab${m.key === mode ? ' is-current' : ''}`}
              aria-pressed={m.key === mode}
              onClick={() => setParam('mode', m.key)}
            >
              {m.title}
            </button>
          ))}
        </nav>
        {zjjzyTo && (
          <Link className="yw-jbzy-more" to={zjjzyTo} data-testid="jbzy-zjjzy-link">
            <span className="yw-kai">氵＋青＝清</span> 组字：一个部件加上不同的部首，会变成哪些字？
          </Link>
        )}
        {mode === 'groups' && <GroupsView group={groupOf(params.get('group'))} setParam={setParam} actions={actions} />}
        {mode === 'family' && <FamilyView radical={params.get('radical')} setParam={setParam} actions={actions} />}
        {mode === 'mine' && (
          <MineView
            mark={params.get('mark') === 'favorite' ? 'favorite' : 'learned'}
            setParam={setParam}
            actions={actions}
          />
        )}
      </main>
    </>
  );
}
