import { nativeBridge } from './native-bridge';

/** Closes the native page holding the webview; nothing to close on plain web. */
export function closeNativePage(): void {
  const host = nativeBridge()?.host;
  if (host) host.closePage();
  else console.info('[host] closeNativePage: no native host');
}

/** Leaves the embedding host (used by /tssc2, which runs inside another app). */
export function quitHost(): void {
  const host = nativeBridge()?.host;
  if (host) host.quit();
  else console.info('[host] quitHost: no native host');
}

/** Quits the client app (token-login sessions whose token became invalid). */
export function exitApp(): void {
  const host = nativeBridge()?.host;
  if (host) host.exit();
  else console.info('[host] exitApp: no native host');
}

/** Is a native shell present? */
export function hasNativeHost(): boolean {
  return nativeBridge() !== undefined;
}

/** Is the device iOS (iPhone, iPad, or an iPad that reports itself as a Mac with touch)? */
export function isIOS(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** Lets the native shell's hardware back button run `handler`; returns the undo. */
export function onHostBack(handler: () => void): () => void {
  window.yuwenHostBack = handler;
  return () => {
    if (window.yuwenHostBack === handler) window.yuwenHostBack = undefined;
  };
}
