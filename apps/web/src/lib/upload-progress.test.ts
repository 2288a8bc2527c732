import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError, sendWithProgress, UPLOAD_TIMEOUT_MS } from './http-transport';

/** A stand-in XMLHttpRequest: the test drives its upload events and its answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendWithProgress', () => {
  it('posts the values and files as multipart, reports progress, and answers the envelope', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const pending = sendWithProgress('POST', '/api/manage/media', { title: '春天' }, { files: new Blob(['x']) }, (p) =>
      seen.push(p.loaded / p.total),
    );
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.body?.get('title')).toBe('春天');
    expect(xhr.body?.get('files')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ loaded: 1, total: 4, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 4, total: 4, lengthComputable: true });
    xhr.responseText = JSON.stringify({ code: 1, msg: 'ok', data: { id: 3 } });
    xhr.onload?.();
    await expect(pending).resolves.toEqual({ code: 1, msg: 'ok', data: { id: 3 } });
    expect(seen).toEqual([0.25, 1]);
  });

  it('fails with {} when the answer is not an envelope, and with code 99 when nothing moves for too long', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const broken = sendWithProgress('POST', '/x', {}, { files: new Blob(['x']) }, () => {});
    const first = FakeXhr.last as FakeXhr;
    first.responseText = '<html>';
    first.onload?.();
    await expect(broken).rejects.toBeInstanceOf(CallError);

    vi.useFakeTimers();
    const slow = sendWithProgress('POST', '/x', {}, { files: new Blob(['x']) }, () => {});
    const xhr = FakeXhr.last as FakeXhr;
    vi.advanceTimersByTime(UPLOAD_TIMEOUT_MS - 1000);
    xhr.upload.onprogress?.({ loaded: 1, total: 2, lengthComputable: true });
    vi.advanceTimersByTime(UPLOAD_TIMEOUT_MS - 1000);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(xhr.aborted).toBe(true);
    await expect(slow).rejects.toMatchObject({ failure: { code: 99 } });
  });
});
