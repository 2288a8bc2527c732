// jbzy/detail = the character page: the dictionary entity in full page form, with the handwriting
// board (free practice or stroke-checked writing) and the ways on to its formation and 组字.
import { CODE, MESSAGE, MODULE_IDS } from '@yuwen/protocol';
import { Link } from 'react-router';
import { useCharacter } from '../../../../components/dictionary-overlay/character.api';
import { Entry } from '../../../../components/dictionary-overlay/dictionary-overlay';
import { readSpeakerOn } from '../../../../components/dictionary-overlay/pronunciation';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { WritingBoard } from '../../../../components/writing-board/writing-board';
import { CallError, failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import '../../shared/components/hzzy.css';
import './jbzy-detail-page.css';

export interface CharacterPageLinks {
  detailTo: (char: string) => string;
  infoTo: (char: string) => string;
  /** 组字, opened on a component when given. */
  zjjzyTo: (component?: string) => string;
}

const BOARD_SIZE = { mobile: 260, desktop: 320 };

function CharacterBody({ char, desktop, links }: { char: string; desktop: boolean; links: CharacterPageLinks }) {
  const found = useCharacter(char);
  if (found.isPending) return <PageLoading />;
  if (found.isError) {
    const notFound =
      found.error instanceof CallError && 'code' in found.error.failure && found.error.failure.code === CODE.notFound;
    return (
      <PageMessage
        glyph={notFound ? '无' : '网'}
        title={notFound ? MESSAGE.characterNotFound : failureMessage(found.error)}
        testId="jbzy-detail-error"
      >
        {!notFound && (
          <button type="button" className="yw-button" onClick={() => void found.refetch()}>
            重新加载
          </button>
        )}
      </PageMessage>
    );
  }
  const entry = found.data;
  return (
    <>
      <nav className="yw-jbzy-detail__links" aria-label="更多">
        <Link className="yw-button yw-button--soft" to={links.infoTo(entry.character_simplified)}>
          字形与字源
        </Link>
        <Link className="yw-button yw-button--soft" to={links.zjjzyTo()}>
          组字
        </Link>
      </nav>
      <Entry
        entry={entry}
        speakerOn={readSpeakerOn()}
        desktopInParent={false}
        writing={
          <WritingBoard
            char={entry.character_simplified}
            strokeDataUrl={entry.character_writing_animation}
            glyphUrl={entry.character_glyph_img}
            desktop={desktop}
            size={desktop ? BOARD_SIZE.desktop : BOARD_SIZE.mobile}
          />
        }
      />
    </>
  );
}

/** 字详情: the character of ?char= in full page form. */
export function JbzyDetailPage({
  char,
  desktop,
  links,
}: {
  char: string | undefined;
  desktop: boolean;
  links: CharacterPageLinks;
}) {
  useLearningRecord(MODULE_IDS.hzzy_jbzy);
  return (
    <>
      <TitleBar title={char ? `「${char}」字详情` : '字详情'} back />
      <main className="yw-page yw-hzzy yw-jbzy-detail" data-testid="jbzy-detail-page" data-char={char ?? ''}>
        {char ? (
          <CharacterBody key={char} char={char} desktop={desktop} links={links} />
        ) : (
          <PageMessage glyph="字" title="没有指定要看的字" testId="jbzy-detail-empty">
            <Link className="yw-button" to={links.zjjzyTo()}>
              去组字
            </Link>
          </PageMessage>
        )}
      </main>
    </>
  );
}
