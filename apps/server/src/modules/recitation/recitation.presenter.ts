import type { PoemRecitationRow, RecitationRow } from '@yuwen/db';
import {
  type PoemRecite,
  PRACTICE_STAGES,
  type RecitationRecord,
  type ReciteState,
  recitationAudioCall,
} from '@yuwen/protocol';

/** Pure: the state a stage means; a poem with no progress row is 未开始. */
export function reciteState(stage: number | undefined): ReciteState {
  if (stage === undefined) return 'not_started';
  return stage >= PRACTICE_STAGES ? 'recited' : 'practising';
}

export function presentProgress(
  poemId: number,
  row: Pick<PoemRecitationRow, 'stage' | 'updated_at'> | undefined,
): PoemRecite {
  return {
    poem_id: poemId,
    state: reciteState(row?.stage),
    stage: row?.stage ?? 0,
    updated_at: row ? Number(row.updated_at) : 0,
  };
}

/** A stored recording as the spec's local audio record; the audio address needs the owner's session. */
export function presentRecording(row: RecitationRow): RecitationRecord {
  return {
    id: row.id,
    module_id: row.module_id,
    recitation_audio: `${recitationAudioCall.path}?id=${row.id}`,
    resource_category_id: row.poem_id,
    resource_name: row.resource_name,
    resource_p_name: row.resource_p_name,
    mime: row.mime,
    size: row.size,
    created_at: Number(row.created_at),
  };
}
