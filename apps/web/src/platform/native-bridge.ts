/**
 * What a native shell (Android, iOS, Windows webview) may inject as `window.YuwenNative`.
 * Every part is optional: a shell exposes what it implements and the web fallbacks cover the rest.
 */
export interface NativeBridge {
  storage?: NativeStorageBridge;
  audio?: NativeAudioBridge;
  record?: NativeRecordBridge;
  host?: NativeHostBridge;
}

/** Key-value storage shared with the native shell (survives webview cache clears). */
export interface NativeStorageBridge {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

/** The native audio player; it counts time in milliseconds. */
export interface NativeAudioBridge {
  play(url: string, startMs: number): void;
  pause(): void;
  resume(): void;
  seekTo(ms: number): void;
  stop(): void;
  /** Registers the single end-of-track listener (replacing any earlier one). */
  setOnEnded(listener: (() => void) | null): void;
  /** Registers the single progress listener, in milliseconds (shells without it report no time). */
  setOnProgress?(listener: ((positionMs: number, durationMs: number) => void) | null): void;
}

/** The native recorder; `stop` answers the local address of the recording. */
export interface NativeRecordBridge {
  start(): void | Promise<void>;
  stop(): string | Promise<string>;
}

/** Actions on the hosting app itself. */
export interface NativeHostBridge {
  /** Closes the native page that holds this webview. */
  closePage(): void;
  /** Leaves the host (mini-program or embedding app) altogether. */
  quit(): void;
  /** Quits the client app (token-login sessions on an invalid token). */
  exit(): void;
}

declare global {
  interface Window {
    YuwenNative?: NativeBridge;
    /** Native shells call this on the hardware back button. */
    yuwenHostBack?: () => void;
  }
}

/** The injected bridge, looked up on each use so a late injection still counts. */
export function nativeBridge(): NativeBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.YuwenNative;
}
