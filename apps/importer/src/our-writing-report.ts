import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORTER_ROOT } from './package-data.js';

/**
 * The part of `npm run content:report` about what we write beyond the pupil dictionary (issues 13–16
 * and 20): for each data folder, what is written and reviewed, and what is still open — counted from
 * the files themselves, so the report cannot drift from the data.
 */
const VOLUMES = ['g1a', 'g1b', 'g2a', 'g2b', 'g3a', 'g3b', 'g4a', 'g4b', 'g5a', 'g5b', 'g6a', 'g6b'];
const VOLUME_NAMES: Record<string, string> = Object.fromEntries(
  VOLUMES.map((key) => [key, `${'一二三四五六'[Number(key[1]) - 1]}年级${key[2] === 'a' ? '上' : '下'}册`]),
);

type Entry = Record<string, unknown>;

function jsonLines(path: string): Entry[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Entry);
}

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

/** Prints one section per data folder of our own writing. */
export function printOurWriting(heading: (title: string) => void, dataDir = join(IMPORTER_ROOT, 'data')): void {
  heading('统编版课本（data/textbook）');
  for (const key of VOLUMES) {
    const path = join(dataDir, 'textbook', `${key}.json`);
    if (!existsSync(path)) {
      console.log(`  ${VOLUME_NAMES[key]}：未收录（第二个可核对的来源还没有找到，见 README）`);
      continue;
    }
    const volume = JSON.parse(readFileSync(path, 'utf8')) as { status?: string; missing?: unknown };
    const missing = Array.isArray(volume.missing)
      ? volume.missing.length
      : volume.missing && typeof volume.missing === 'object'
        ? Object.values(volume.missing).flat().length
        : 0;
    console.log(
      `  ${VOLUME_NAMES[key]}：${volume.status === 'complete' ? '完整' : '部分'}${missing > 0 ? `，${missing} 项未能核实（见文件的 missing）` : ''}`,
    );
  }

  heading('词语注释（data/word-notes，每条已二次校读）');
  const noteFiles = readdirSync(join(dataDir, 'word-notes')).filter((f) => f.endsWith('.jsonl'));
  for (const file of noteFiles.sort()) {
    const entries = jsonLines(join(dataDir, 'word-notes', file));
    const skipped = entries.filter((e) => e.skip === true).length;
    const review = entries.filter((e) => e.review === true).length;
    console.log(
      `  ${file}：${entries.length} 条${skipped > 0 ? `，不选入 ${skipped}` : ''}${review > 0 ? `，待审 ${review}` : ''}`,
    );
  }

  heading('古诗文注释、译文、赏析与诗人小传（data/poem-notes）');
  const poems = readdirSync(join(dataDir, 'poem-notes'))
    .filter((f) => f.startsWith('band-') && f.endsWith('.jsonl'))
    .flatMap((file) => jsonLines(join(dataDir, 'poem-notes', file)));
  const incomplete = poems.filter((p) => !filled(p.notes) || !filled(p.translation) || !filled(p.appreciation));
  console.log(`  诗文 ${poems.length} 篇，缺注释、译文或赏析的 ${incomplete.length} 篇`);
  for (const p of incomplete) console.log(`    ${String(p.title)}`);
  const poets = jsonLines(join(dataDir, 'poem-notes', 'poets.jsonl'));
  console.log(`  诗人小传 ${poets.length} 篇，生卒年不详的 ${poets.filter((p) => p.born == null).length} 位`);

  heading('成语（data/idiom-stories、data/idiom-ranking）');
  const stories = jsonLines(join(dataDir, 'idiom-stories', 'stories.jsonl'));
  console.log(
    `  成语故事 ${stories.length} 个，有原文 ${stories.filter((s) => filled(s.original)).length} 个（没有原文的见 README）`,
  );
  const unsuitable = readFileSync(join(dataDir, 'idiom-ranking', 'unsuitable.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  console.log(`  不适合小学生的成语 ${unsuitable.length} 个（排在最后，不作例子）`);

  heading('中国文化、部编阅读、部编作文（data/culture、books、composition）');
  const culture = ['rcsh', 'whzd', 'zgwx', 'zgls'].map(
    (part) => `${part} ${jsonLines(join(dataDir, 'culture', `${part}.jsonl`)).length}`,
  );
  console.log(`  文化条目：${culture.join('，')}`);
  const library = JSON.parse(readFileSync(join(dataDir, 'books', 'books.json'), 'utf8')) as { books: unknown[] };
  console.log(
    `  书库 ${library.books.length} 本，其中我们写的神话 ${jsonLines(join(dataDir, 'books', 'myths.jsonl')).length} 篇`,
  );
  const guides = jsonLines(join(dataDir, 'composition', 'guides.jsonl'));
  console.log(`  作文指导 ${guides.length} 篇`);
}
