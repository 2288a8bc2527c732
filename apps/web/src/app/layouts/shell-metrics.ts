import {
  DESKTOP_ASPECT_MAX,
  DESKTOP_ASPECT_MIN,
  DESKTOP_ROOT_FONT_DIVISOR,
  PRODUCT,
  SAFE_AREA_BOTTOM_CAP,
  STATUS_BAR_MARGIN_REM,
} from '@yuwen/protocol';

/** `from` values of the native app shells (the mini-program webview draws no status bar over us). */
export const APP_WEBVIEW_FROM: readonly string[] = ['android', 'ios', 'app'];

/** Runs inside a native app webview: a bridge is injected, or the identity says so. */
export function isAppWebview(from: string | undefined, product: number, hasBridge: boolean): boolean {
  if (hasBridge) return true;
  if (from !== undefined && APP_WEBVIEW_FROM.includes(from.toLowerCase())) return true;
  return product === PRODUCT.android || product === PRODUCT.ios;
}

/** Space above the title bar: 0.32rem on non-iOS app webviews, 0 on iOS and on plain web (spec §2). */
export function statusBarMargin(inAppWebview: boolean, ios: boolean): string {
  return inAppWebview && !ios ? `${STATUS_BAR_MARGIN_REM}rem` : '0px';
}

/** The bottom safe-area margin; capped at 20 px for product 63 (spec §5). */
export function safeAreaBottom(product: number): string {
  return product === PRODUCT.safeAreaCapped
    ? `min(env(safe-area-inset-bottom, 0px), ${SAFE_AREA_BOTTOM_CAP}px)`
    : 'env(safe-area-inset-bottom, 0px)';
}

/** The mobile design is 7.5 rem wide. */
export const MOBILE_DESIGN_WIDTH_REM = 7.5;
/** Wider phones and small tablets keep the 540 px phone layout, centred. */
export const MOBILE_MAX_WIDTH_PX = 540;

/** Mobile root font size: viewport width / 7.5, capped for wide screens. */
export function mobileRootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, MOBILE_MAX_WIDTH_PX) / MOBILE_DESIGN_WIDTH_REM;
}

/** Where the desktop stage sits in the viewport, and the root font size it implies. */
export interface DesktopStage {
  width: number;
  height: number;
  left: number;
  top: number;
  rootFontSize: number;
}

/**
 * The largest centred box in the viewport whose aspect ratio (width / height) stays within
 * 1.2..2; the root font size is its height / 10.8 (spec §2).
 */
export function desktopStage(viewportWidth: number, viewportHeight: number): DesktopStage {
  let width = viewportWidth;
  let height = viewportHeight;
  const ratio = width / height;
  if (ratio > DESKTOP_ASPECT_MAX) width = height * DESKTOP_ASPECT_MAX;
  else if (ratio < DESKTOP_ASPECT_MIN) height = width / DESKTOP_ASPECT_MIN;
  return {
    width,
    height,
    left: (viewportWidth - width) / 2,
    top: (viewportHeight - height) / 2,
    rootFontSize: height / DESKTOP_ROOT_FONT_DIVISOR,
  };
}
