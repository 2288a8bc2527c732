/** A folder of the storage: lowercase letters, digits and dashes (`avatars`, `poem-audio`). */
const FOLDER = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** A file name inside a folder: no slash, no leading dot (temp files, `.`, `..`), nothing odd. */
const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** A key or folder no storage accepts (a programming error: callers build keys from checked names). */
export class StorageKeyError extends Error {
  constructor(what: string) {
    super(`invalid storage key: ${JSON.stringify(what)}`);
    this.name = 'StorageKeyError';
  }
}

/** Pure: is this a folder name of the storage? */
export function isStorageFolder(folder: string): boolean {
  return FOLDER.test(folder);
}

/** Pure: is this a valid `<folder>/<name>` key (so no key can name anything outside its folder)? */
export function isStorageKey(key: string): boolean {
  const slash = key.indexOf('/');
  return slash > 0 && isStorageFolder(key.slice(0, slash)) && NAME.test(key.slice(slash + 1));
}

/** Splits a valid key into folder and name; throws StorageKeyError for anything else. */
export function splitStorageKey(key: string): { folder: string; name: string } {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
  const slash = key.indexOf('/');
  return { folder: key.slice(0, slash), name: key.slice(slash + 1) };
}

export function checkStorageFolder(folder: string): string {
  if (!isStorageFolder(folder)) throw new StorageKeyError(folder);
  return folder;
}

/** Pure: is `name` a file name a folder may list (what `put` could have written)? */
export function isStoredName(name: string): boolean {
  return NAME.test(name);
}
