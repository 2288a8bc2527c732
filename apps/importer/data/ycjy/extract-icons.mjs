// Writes icons.json: the Noto Emoji pictures (@iconify-json/noto, Apache-2.0) that lessons.json
// names, each as a whole SVG document, so only the pictures we use are shipped.
// Run again after changing a lesson's icons: node apps/importer/data/ycjy/extract-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const here = new URL('.', import.meta.url);
const require = createRequire(import.meta.url);
const set = JSON.parse(readFileSync(require.resolve('@iconify-json/noto/icons.json'), 'utf8'));
const lessons = JSON.parse(readFileSync(new URL('lessons.json', here), 'utf8'));

const names = [...new Set(lessons.flatMap((l) => [l.icon, ...l.cards.map((c) => c.icon)]))].sort();
const icons = {};
for (const name of names) {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent];
  if (!icon) throw new Error(`no Noto icon named ${name}`);
  const width = icon.width ?? set.width ?? 128;
  const height = icon.height ?? set.height ?? 128;
  icons[name] =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">` +
    `${icon.body}</svg>`;
}
writeFileSync(
  new URL('icons.json', here),
  `{\n${Object.entries(icons)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(',\n')}\n}\n`,
);
console.log(`${names.length} icons`);
