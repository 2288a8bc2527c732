// The pass of a parent check, kept for this browser tab only (sessionStorage) and for one account:
// it holds until the server's `until`, a few minutes, and goes with the tab.
import type { ParentPass } from '@yuwen/protocol';
import { useSyncExternalStore } from 'react';

const KEY = 'yw_parent_pass';
const listeners = new Set<() => void>();

interface StoredPass extends ParentPass {
  uid: number;
}

function read(): StoredPass | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredPass) : undefined;
  } catch {
    return undefined;
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** The account's pass while it holds, else undefined. */
export function readParentPass(uid: number | undefined, now = Date.now()): string | undefined {
  const stored = read();
  return stored && uid !== undefined && stored.uid === uid && stored.until > now ? stored.pass : undefined;
}

export function storeParentPass(uid: number, pass: ParentPass): void {
  window.sessionStorage.setItem(KEY, JSON.stringify({ uid, ...pass }));
  changed();
}

/** Forgets the pass (the server refused it, or a grown-up is done). */
export function clearParentPass(): void {
  window.sessionStorage.removeItem(KEY);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The pass runs out on its own: look again every few seconds while someone listens.
  const timer = window.setInterval(listener, 5000);
  return () => {
    listeners.delete(listener);
    window.clearInterval(timer);
  };
}

/** The account's current pass (re-rendered when it is stored, cleared or runs out). */
export function useParentPass(uid: number | undefined): string | undefined {
  return useSyncExternalStore(subscribe, () => readParentPass(uid));
}
