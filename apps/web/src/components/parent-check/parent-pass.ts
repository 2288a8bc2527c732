// The pass of a parent check, kept for this browser tab only (sessionStorage) and for one account:
// it holds until the server's `until`, a few minutes, and goes with the tab.
import { CODE, PARENT_PASS_REFUSED, type ParentPass } from '@yuwen/protocol';
import { useSyncExternalStore } from 'react';
import { CallError } from '../../lib/http-transport';

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

/**
 * A pass the server no longer takes (run out, or from before a restart) is forgotten: the page
 * behind the check then shows the check again instead of the refusal.
 */
export function forgetRefusedPass(error: unknown): void {
  const failure = error instanceof CallError ? error.failure : undefined;
  if (failure && 'code' in failure && failure.code === CODE.forbidden && failure.msg === PARENT_PASS_REFUSED) {
    clearParentPass();
  }
}

/** Makes a call behind the check with the account's pass of this tab (read as the call goes). */
export async function withParentPass<T>(uid: number | undefined, call: (pass: string | undefined) => Promise<T>) {
  try {
    return await call(readParentPass(uid));
  } catch (error) {
    forgetRefusedPass(error);
    throw error;
  }
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
