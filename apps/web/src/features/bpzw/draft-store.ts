// A draft not yet on the server is kept in this browser's local storage, per account and sheet,
// so a reload or a lost network never loses what the pupil typed. It goes once the server has it.

/** What the editor keeps of a composition. */
export interface Draft {
  title: string;
  body: string;
  sheet: number;
}

const keyOf = (uid: number | undefined, id: number | undefined) => `bpzw_draft_${uid ?? 0}_${id ?? 'new'}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The draft kept on this device for this sheet (a new one when `id` is undefined), if any. */
export function readLocalDraft(uid: number | undefined, id: number | undefined): Draft | undefined {
  const raw = storage()?.getItem(keyOf(uid, id));
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Draft>;
    if (typeof value.body !== 'string' || typeof value.title !== 'string' || typeof value.sheet !== 'number')
      return undefined;
    return { title: value.title, body: value.body, sheet: value.sheet };
  } catch {
    return undefined;
  }
}

export function keepLocalDraft(uid: number | undefined, id: number | undefined, draft: Draft): void {
  try {
    storage()?.setItem(keyOf(uid, id), JSON.stringify(draft));
  } catch {
    // A full storage keeps the older copy; the server save still runs.
  }
}

export function dropLocalDraft(uid: number | undefined, id: number | undefined): void {
  storage()?.removeItem(keyOf(uid, id));
}
