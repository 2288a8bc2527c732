import type { CharacterJson } from 'hanzi-writer';

/** Stroke files kept per page session: the last few looked up, each asked for once. */
const KEEP = 64;
const loaded = new Map<string, Promise<CharacterJson>>();

/**
 * A character's stroke data from the address the character call gives (served from
 * hanzi-writer-data by our server, never a CDN), fetched once however many boards draw it: the
 * dictionary's animation and write-it board share it, and the dictionary asks for it as soon as the
 * entry arrives. A failed fetch is forgotten, so the next board asks again.
 */
export function loadStrokeData(url: string): Promise<CharacterJson> {
  const kept = loaded.get(url);
  if (kept) return kept;
  const data = fetch(url).then((res) =>
    res.ok ? (res.json() as Promise<CharacterJson>) : Promise.reject(new Error(`${res.status}`)),
  );
  data.catch(() => loaded.delete(url));
  loaded.set(url, data);
  const oldest = loaded.keys().next().value;
  if (loaded.size > KEEP && oldest !== undefined) loaded.delete(oldest);
  return data;
}
