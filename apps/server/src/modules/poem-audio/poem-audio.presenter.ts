import { POEM_AUDIO_PATH, type PoemAudio } from '@yuwen/protocol';

/** The public address of a stored teacher recording. */
export const poemAudioUrl = (file: string) => `${POEM_AUDIO_PATH}/${file}`;

export function presentPoemAudio(row: {
  poem_id: number;
  title: string;
  author: string;
  collection_name: string;
  file: string;
  mime: string;
  size: number;
  created_at: number;
}): PoemAudio {
  return {
    poem_id: row.poem_id,
    title: row.title,
    author: row.author,
    collection_name: row.collection_name,
    url: poemAudioUrl(row.file),
    mime: row.mime,
    size: Number(row.size),
    created_at: Number(row.created_at),
  };
}
