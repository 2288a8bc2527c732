import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAudioPlayer, secondsToMs } from './audio';
import { createAudioRecorder } from './audio-record';
import { closeNativePage, exitApp, isIOS, onHostBack, quitHost } from './host';
import type { NativeBridge } from './native-bridge';
import { storage } from './storage';

afterEach(() => {
  window.YuwenNative = undefined;
  vi.restoreAllMocks();
});

function bridge(parts: NativeBridge): void {
  window.YuwenNative = parts;
}

describe('storage', () => {
  it('uses localStorage on plain web', () => {
    storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.keys()).toContain('k');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('uses the native storage bridge when the shell has one', () => {
    const map = new Map<string, string>();
    bridge({
      storage: {
        getItem: (key) => map.get(key) ?? null,
        setItem: (key, value) => void map.set(key, value),
        removeItem: (key) => void map.delete(key),
        keys: () => [...map.keys()],
      },
    });
    storage.setItem('token', 'abc');
    expect(map.get('token')).toBe('abc');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(storage.keys()).toEqual(['token']);
  });
});

describe('audio', () => {
  it('converts seconds to milliseconds for the native player', () => {
    const play = vi.fn();
    const seekTo = vi.fn();
    let ended: (() => void) | null = null;
    bridge({
      audio: {
        play,
        seekTo,
        pause: vi.fn(),
        resume: vi.fn(),
        stop: vi.fn(),
        setOnEnded: (listener) => {
          ended = listener;
        },
      },
    });
    const player = createAudioPlayer();
    const onEnded = vi.fn();
    player.onEnded(onEnded);
    player.play('/a.mp3', 1.5);
    player.seek(12.25);
    expect(play).toHaveBeenCalledWith('/a.mp3', 1500);
    expect(seekTo).toHaveBeenCalledWith(12250);
    (ended as (() => void) | null)?.();
    expect(onEnded).toHaveBeenCalledOnce();
    expect(secondsToMs(0.0004)).toBe(0);
  });

  it("reports the native player's milliseconds as seconds", () => {
    let progress: ((positionMs: number, durationMs: number) => void) | null = null;
    bridge({
      audio: {
        play: vi.fn(),
        seekTo: vi.fn(),
        pause: vi.fn(),
        resume: vi.fn(),
        stop: vi.fn(),
        setOnEnded: vi.fn(),
        setOnProgress: (listener) => {
          progress = listener;
        },
      },
    });
    const onTime = vi.fn();
    createAudioPlayer().onTime(onTime);
    (progress as ((positionMs: number, durationMs: number) => void) | null)?.(1500, 90_000);
    expect(onTime).toHaveBeenCalledWith(1.5, 90);
  });

  it('plays through an HTMLAudioElement on plain web, in seconds', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const player = createAudioPlayer();
    player.play('/b.mp3', 3);
    expect(play).toHaveBeenCalledOnce();
  });
});

describe('audio record', () => {
  it('records through the native recorder when present', async () => {
    const start = vi.fn();
    bridge({ record: { start, stop: () => Promise.resolve('/local/rec.aac') } });
    const recorder = createAudioRecorder();
    await recorder.start();
    expect(start).toHaveBeenCalledOnce();
    await expect(recorder.stop()).resolves.toEqual({ kind: 'native', path: '/local/rec.aac' });
  });

  it('refuses to stop a web recording that never started', async () => {
    await expect(createAudioRecorder().stop()).rejects.toThrow('录音尚未开始');
  });
});

describe('host actions', () => {
  it('call the native host when present', () => {
    const host = { closePage: vi.fn(), quit: vi.fn(), exit: vi.fn() };
    bridge({ host });
    closeNativePage();
    quitHost();
    exitApp();
    expect(host.closePage).toHaveBeenCalledOnce();
    expect(host.quit).toHaveBeenCalledOnce();
    expect(host.exit).toHaveBeenCalledOnce();
  });

  it('only log on plain web', () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    closeNativePage();
    quitHost();
    exitApp();
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('lets the native back button run the app back, with an undo', () => {
    const handler = vi.fn();
    const undo = onHostBack(handler);
    window.yuwenHostBack?.();
    expect(handler).toHaveBeenCalledOnce();
    undo();
    expect(window.yuwenHostBack).toBeUndefined();
  });

  it('detects iOS from the user agent', () => {
    expect(isIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIOS('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
});
