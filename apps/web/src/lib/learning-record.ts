import { COMMON_PARAMS, learnRecordCall } from '@yuwen/protocol';
import { useEffect } from 'react';
import { storage } from '../platform/storage';
import { hasSession, readAccount } from './account-store';
import { callApi } from './api-client';
import { readStored, toNumber } from './stored-value';

/** The learning page on screen, so back can end its record first (spec §2). */
export interface LearningPage {
  moduleId: number;
  categoryId?: number;
}

let active: LearningPage | null = null;

/** The storage key of a module's open learning record. */
export function learningRecordKey(moduleId: number): string {
  return `learnRecordId_${moduleId}`;
}

/** The learning page on screen, if any. */
export function activeLearningPage(): LearningPage | null {
  return active;
}

/** Starts a learning record and keeps its id under the module's key; errors are swallowed (spec §7). */
export async function startLearningRecord(moduleId: number, categoryId?: number): Promise<void> {
  try {
    const { id } = await callApi(learnRecordCall, { module_id: moduleId, resource_category_id: categoryId });
    storage.setItem(learningRecordKey(moduleId), String(id));
  } catch {
    // Learning time is a record for parents, never a reason to disturb the pupil.
  }
}

/**
 * Ends the module's open learning record, if one is stored. The stored id is cleared before the
 * call so a second end (back, then unmount) finds nothing to end. Errors are swallowed.
 */
export async function endLearningRecord(moduleId: number, categoryId?: number): Promise<void> {
  const key = learningRecordKey(moduleId);
  const id = toNumber(readStored(key));
  storage.removeItem(key);
  if (id === undefined) return;
  try {
    await callApi(learnRecordCall, { id, module_id: moduleId, resource_category_id: categoryId });
  } catch {
    // See startLearningRecord.
  }
}

/**
 * Ends the module's open record while the page is being unloaded (tab closed, reload, leaving the
 * site): a normal call would be cancelled, a beacon is delivered by the browser afterwards.
 */
export function endLearningRecordOnUnload(moduleId: number, categoryId?: number): void {
  const key = learningRecordKey(moduleId);
  const id = toNumber(readStored(key));
  const { id: uid, product, token } = readAccount();
  if (id === undefined || uid === undefined || product === undefined || token === undefined) return;
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  storage.removeItem(key);
  const body = new URLSearchParams({
    id: String(id),
    module_id: String(moduleId),
    ...(categoryId === undefined ? {} : { resource_category_id: String(categoryId) }),
    ...COMMON_PARAMS,
    uid: String(uid),
    product: String(product),
    token,
  });
  navigator.sendBeacon(learnRecordCall.path, body);
}

/**
 * Records learning time on a page: starts a record on mount (signed-in users only) and ends it on
 * unmount; back ends it earlier through `activeLearningPage`. `moduleId` undefined records nothing.
 * A hidden tab (switched away, phone locked — mobile browsers may never fire `pagehide` after
 * that) ends the record by beacon, and showing the page again starts a new one, so a tab closed
 * while hidden leaves no record open.
 */
export function useLearningRecord(moduleId: number | undefined, categoryId?: number): void {
  useEffect(() => {
    if (moduleId === undefined || !hasSession()) return;
    const page: LearningPage = { moduleId, categoryId };
    active = page;
    let started = startLearningRecord(moduleId, categoryId);
    const onPageHide = () => endLearningRecordOnUnload(moduleId, categoryId);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        endLearningRecordOnUnload(moduleId, categoryId);
        return;
      }
      // Back on screen: a new record, once the last start has answered (its id may still be coming).
      started = started.then(() =>
        readStored(learningRecordKey(moduleId)) === undefined ? startLearningRecord(moduleId, categoryId) : undefined,
      );
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      if (active === page) active = null;
      // Ends once the start has answered, so a quick leave still closes the record.
      void started.then(() => endLearningRecord(moduleId, categoryId));
    };
  }, [moduleId, categoryId]);
}
