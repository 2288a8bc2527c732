import { render } from '@testing-library/react';
import { CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KEYS } from './account-store';
import {
  activeLearningPage,
  endLearningRecord,
  learningRecordKey,
  startLearningRecord,
  useLearningRecord,
} from './learning-record';

function LearningPage({ moduleId }: { moduleId: number }) {
  useLearningRecord(moduleId);
  return null;
}

let sent: URLSearchParams[];
let answer: () => Promise<Response>;

beforeEach(() => {
  sent = [];
  answer = () => Promise.resolve(new Response(JSON.stringify({ code: CODE.ok, msg: '', data: { id: 31 } })));
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sent.push(new URLSearchParams(String(init.body)));
      return answer();
    }),
  );
  window.localStorage.setItem(ACCOUNT_KEYS.id, '1');
  window.localStorage.setItem(ACCOUNT_KEYS.token, 'tok');
  window.localStorage.setItem(ACCOUNT_KEYS.product, '44');
  window.localStorage.setItem(ACCOUNT_KEYS.loginTime, String(Date.now()));
});

afterEach(() => vi.unstubAllGlobals());

describe('learning records', () => {
  it('start keeps the answered id under the module key; end sends it and clears it', async () => {
    await startLearningRecord(821, 5);
    expect(sent[0]?.get('module_id')).toBe('821');
    expect(sent[0]?.get('resource_category_id')).toBe('5');
    expect(sent[0]?.has('id')).toBe(false);
    expect(window.localStorage.getItem(learningRecordKey(821))).toBe('31');

    await endLearningRecord(821, 5);
    expect(sent[1]?.get('id')).toBe('31');
    expect(sent[1]?.get('module_id')).toBe('821');
    expect(window.localStorage.getItem(learningRecordKey(821))).toBeNull();
  });

  it('end without a stored id sends nothing', async () => {
    await endLearningRecord(9);
    expect(sent).toHaveLength(0);
  });

  it('swallows errors of start and end', async () => {
    answer = () => Promise.reject(new TypeError('offline'));
    await expect(startLearningRecord(1)).resolves.toBeUndefined();
    window.localStorage.setItem(learningRecordKey(1), '8');
    await expect(endLearningRecord(1)).resolves.toBeUndefined();
    expect(window.localStorage.getItem(learningRecordKey(1))).toBeNull();
  });

  it('useLearningRecord starts on mount, marks the page active, and ends on unmount', async () => {
    const view = render(<LearningPage moduleId={2002} />);
    expect(activeLearningPage()).toEqual({ moduleId: 2002, categoryId: undefined });
    await vi.waitFor(() => expect(window.localStorage.getItem(learningRecordKey(2002))).toBe('31'));
    view.unmount();
    expect(activeLearningPage()).toBeNull();
    await vi.waitFor(() => expect(sent[1]?.get('id')).toBe('31'));
    expect(sent[1]?.get('module_id')).toBe('2002');
  });

  it('ends the open record with a beacon when the page is unloaded', async () => {
    const beacons: [string, URLSearchParams][] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (url: string, body: URLSearchParams) => beacons.push([url, body]) > 0,
    });
    const view = render(<LearningPage moduleId={2003} />);
    await vi.waitFor(() => expect(window.localStorage.getItem(learningRecordKey(2003))).toBe('31'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.[0]).toBe('/api/study/user/learnRecord');
    expect(Object.fromEntries(beacons[0]?.[1] ?? [])).toMatchObject({
      id: '31',
      module_id: '2003',
      uid: '1',
      product: '44',
      token: 'tok',
      multi_status_code: '0',
      version: 'v2',
    });
    expect(window.localStorage.getItem(learningRecordKey(2003))).toBeNull();
    // Unmounting afterwards finds nothing left to end.
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.filter((body) => body.has('id'))).toHaveLength(0);
  });

  it('ends the record by beacon when the tab is hidden and starts a new one when it is shown again', async () => {
    const beacons: URLSearchParams[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (_url: string, body: URLSearchParams) => beacons.push(body) > 0,
    });
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const view = render(<LearningPage moduleId={2004} />);
    await vi.waitFor(() => expect(window.localStorage.getItem(learningRecordKey(2004))).toBe('31'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons.map((body) => body.get('id'))).toEqual(['31']);
    expect(window.localStorage.getItem(learningRecordKey(2004))).toBeNull();
    answer = () => Promise.resolve(new Response(JSON.stringify({ code: CODE.ok, msg: '', data: { id: 32 } })));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(window.localStorage.getItem(learningRecordKey(2004))).toBe('32'));
    expect(sent.filter((body) => !body.has('id'))).toHaveLength(2);
    view.unmount();
    await vi.waitFor(() => expect(sent.at(-1)?.get('id')).toBe('32'));
    vi.restoreAllMocks();
  });

  it('useLearningRecord records nothing without a session', () => {
    window.localStorage.removeItem(ACCOUNT_KEYS.token);
    render(<LearningPage moduleId={2002} />).unmount();
    expect(sent).toHaveLength(0);
    expect(activeLearningPage()).toBeNull();
  });
});
