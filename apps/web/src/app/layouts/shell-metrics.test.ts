import { describe, expect, it } from 'vitest';
import { desktopStage, isAppWebview, mobileRootFontSize, safeAreaBottom, statusBarMargin } from './shell-metrics';

describe('desktop stage', () => {
  it('fills a viewport whose ratio is within 1.2..2', () => {
    const stage = desktopStage(1920, 1080);
    expect(stage).toMatchObject({ width: 1920, height: 1080, left: 0, top: 0 });
    expect(stage.rootFontSize).toBe(100);
  });

  it('narrows a viewport wider than 2:1 and centres the stage', () => {
    const stage = desktopStage(3000, 1000);
    expect(stage.width / stage.height).toBe(2);
    expect(stage).toMatchObject({ width: 2000, height: 1000, left: 500, top: 0 });
    expect(stage.rootFontSize).toBeCloseTo(1000 / 10.8);
  });

  it('shortens a viewport taller than 1.2:1 and centres the stage', () => {
    const stage = desktopStage(1200, 1200);
    expect(stage.width / stage.height).toBeCloseTo(1.2);
    expect(stage).toMatchObject({ width: 1200, height: 1000, left: 0, top: 100 });
    expect(stage.rootFontSize).toBeCloseTo(1000 / 10.8);
  });

  it('keeps the root font at stage height / 10.8 for any size', () => {
    for (const [w, h] of [
      [1024, 768],
      [1366, 600],
      [1280, 1024],
    ] as const) {
      const stage = desktopStage(w, h);
      expect(stage.rootFontSize).toBeCloseTo(stage.height / 10.8);
      expect(stage.width / stage.height).toBeGreaterThanOrEqual(1.2 - 1e-9);
      expect(stage.width / stage.height).toBeLessThanOrEqual(2 + 1e-9);
    }
  });
});

describe('mobile shell', () => {
  it('sizes 1rem as a 7.5th of the width, capped for wide screens', () => {
    expect(mobileRootFontSize(375)).toBe(50);
    expect(mobileRootFontSize(750)).toBe(72);
  });

  it('adds the status-bar margin on non-iOS app webviews only', () => {
    expect(statusBarMargin(true, false)).toBe('0.32rem');
    expect(statusBarMargin(true, true)).toBe('0px');
    expect(statusBarMargin(false, false)).toBe('0px');
  });

  it('detects app webviews by bridge, from, or app product', () => {
    expect(isAppWebview(undefined, 44, true)).toBe(true);
    expect(isAppWebview('android', 44, false)).toBe(true);
    expect(isAppWebview(undefined, 46, false)).toBe(true);
    expect(isAppWebview('miniprogram', 44, false)).toBe(false);
    expect(isAppWebview(undefined, 44, false)).toBe(false);
  });

  it('caps the bottom safe area at 20 for product 63 only', () => {
    expect(safeAreaBottom(63)).toBe('min(env(safe-area-inset-bottom, 0px), 20px)');
    expect(safeAreaBottom(44)).toBe('env(safe-area-inset-bottom, 0px)');
  });
});
