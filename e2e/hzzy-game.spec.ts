import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

// The matching game's 古文字配对 and 组字 modes, played to the end in both viewports: the pairs come
// from the server's answer, so the test knows each right match.

interface AncientPair {
  id: number;
  char: string;
  picture: string;
  script: string;
}
interface BuildPair {
  id: number;
  char: string;
  component: string;
  radical: string;
}

async function openGame(page: Page, isMobile: boolean): Promise<number> {
  await page.goto('/hzzy');
  await page.getByTestId('hzzy-game-link').click();
  await expect(page).toHaveURL(isMobile ? /\/jbzy\/game$/ : /part=game$/);
  const total = page.getByTestId('game-total');
  await expect(total).toHaveText(/我的积分 \d+/);
  return Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
}

/** Starts a round of `mode` and answers the pairs the server dealt. */
async function startRound<T>(page: Page, mode: 'ancient' | 'build'): Promise<T[]> {
  await page.locator(`[data-testid="game-mode"][data-mode="${mode}"]`).click();
  await expect(page.locator(`[data-testid="game-mode"][data-mode="${mode}"]`)).toHaveAttribute('aria-selected', 'true');
  const dealt = page.waitForResponse((res) => res.url().includes('/api/study/totalPoints/pairs'));
  await page.getByTestId('game-start').click();
  const body = (await (await dealt).json()) as { code: number; data: { ancient: T[]; build: T[] } };
  expect(body.code).toBe(1);
  return mode === 'ancient' ? body.data.ancient : body.data.build;
}

async function expectPoints(page: Page, before: number, done: string) {
  const result = page.getByTestId('game-result');
  await expect(result).toContainText(done);
  const points = Number(/得 (\d+) 分/.exec((await result.textContent()) ?? '')?.[1]);
  expect(points).toBeGreaterThan(60);
  await expect(page.getByTestId('game-total')).toHaveText(`我的积分 ${before + points}`);
}

test.describe('汉字配对：古文字与组字', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsPupil(page);
  });

  test('古文字配对: match characters with pictures of their ancient forms, the script named', async ({
    page,
    isMobile,
  }) => {
    const before = await openGame(page, isMobile);
    const pairs = await startRound<AncientPair>(page, 'ancient');
    expect(pairs).toHaveLength(6);
    const pictures = page.getByTestId('game-picture');
    await expect(pictures).toHaveCount(6);
    for (const pair of pairs) {
      const card = page.locator(`[data-testid="game-picture"][data-id="${pair.id}"]`);
      await expect(card).toContainText(pair.script);
      // The picture really loads (a served SVG, not a broken image).
      await expect
        .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('game-ancient.png') });

    const [first, second] = pairs as [AncientPair, AncientPair];
    await page.locator(`[data-testid="game-char"][data-id="${first.id}"]`).click();
    await page.locator(`[data-testid="game-picture"][data-id="${second.id}"]`).click();
    await expect(page.getByTestId('game-matched')).toContainText('已配对 0/6');
    for (const pair of pairs) {
      await page.locator(`[data-testid="game-char"][data-id="${pair.id}"]`).click();
      await page.locator(`[data-testid="game-picture"][data-id="${pair.id}"]`).click();
    }
    await expectPoints(page, before, '配对 6 组');
  });

  test('组字: pick the component and the radical that build each character', async ({ page, isMobile }) => {
    const before = await openGame(page, isMobile);
    const pairs = await startRound<BuildPair>(page, 'build');
    expect(pairs).toHaveLength(6);
    const target = page.getByTestId('game-target');
    const pick = (testId: string, text: string) =>
      page.locator(`[data-testid="${testId}"]`, { hasText: new RegExp(`^${text}$`) }).click();

    // A miss first: the right component with a radical that does not build the shown character.
    const firstChar = await target.textContent();
    const shown = pairs.find((p) => p.char === firstChar) as BuildPair;
    const wrongRadical = pairs.find((p) => p.radical !== shown.radical)?.radical as string;
    await pick('game-component', shown.component);
    await pick('game-radical', wrongRadical);
    await expect(page.getByTestId('game-matched')).toContainText('已组成 0/6');
    await expect(target).toHaveText(shown.char);
    await page.screenshot({ path: test.info().outputPath('game-build.png') });

    for (let i = 0; i < pairs.length; i++) {
      const char = (await target.textContent()) ?? '';
      const pair = pairs.find((p) => p.char === char) as BuildPair;
      expect(pair, `the shown character ${char} is one of the dealt pairs`).toBeDefined();
      await pick('game-component', pair.component);
      await pick('game-radical', pair.radical);
      if (i < pairs.length - 1) {
        await expect(page.getByTestId('game-matched')).toContainText(`已组成 ${i + 1}/6`);
        await expect(page.getByTestId('game-built')).toContainText(`${pair.component}+${pair.radical}=${pair.char}`);
      }
    }
    await expectPoints(page, before, '组成 6 个字');
  });
});
