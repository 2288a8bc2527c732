// Writes the icons.json of each data folder that shows Noto Emoji pictures (@iconify-json/noto,
// Apache-2.0): the drawings its files name, each as a whole SVG document, so only the pictures used
// are shipped. Run again after changing a picture name: node apps/importer/data/noto-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const here = new URL('.', import.meta.url);
const require = createRequire(import.meta.url);
const set = JSON.parse(readFileSync(require.resolve('@iconify-json/noto/icons.json'), 'utf8'));
const read = (file) => readFileSync(new URL(file, here), 'utf8');
const jsonLines = (file) =>
  read(file)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));

/** Each folder and the picture names its files use. */
const FOLDERS = {
  // 幼儿教育: each lesson's picture and its two word cards'.
  ycjy: () => JSON.parse(read('ycjy/lessons.json')).flatMap((l) => [l.icon, ...l.cards.map((c) => c.icon)]),
  // 中国文化: the `picture` of an entry, where one fits.
  culture: () =>
    ['rcsh', 'whzd', 'zgls', 'zgwx'].flatMap((part) => jsonLines(`culture/${part}.jsonl`).map((e) => e.picture)),
};

function svgOf(name) {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent];
  if (!icon) throw new Error(`no Noto icon named ${name}`);
  const width = icon.width ?? set.width ?? 128;
  const height = icon.height ?? set.height ?? 128;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">` +
    `${icon.body}</svg>`
  );
}

for (const [folder, namesOf] of Object.entries(FOLDERS)) {
  const names = [...new Set(namesOf().filter(Boolean))].sort();
  writeFileSync(
    new URL(`${folder}/icons.json`, here),
    `{\n${names.map((name) => `${JSON.stringify(name)}: ${JSON.stringify(svgOf(name))}`).join(',\n')}\n}\n`,
  );
  console.log(`${folder}: ${names.length} icons`);
}
