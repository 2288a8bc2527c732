import { type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `test` with one more rule for every journey: the server's Content-Security-Policy must
 * never refuse anything the app does, so a `securitypolicyviolation` in the page (an inline script or
 * handler, eval, a style or a file from where the policy does not allow) fails the journey. Specs
 * import `test` and `expect` from here.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__yuwenCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __yuwenCspViolation: (text: string) => void }).__yuwenCspViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * This worker's pupil (start-test-server.mjs creates four). Workers must not share an account:
 * a new login ends the account's older session, as the product intends.
 */
export function pupil() {
  return { account: `e2e_pupil_${test.info().parallelIndex}`, password: 'e2e-password-1' };
}

/** This worker's teacher (start-test-server.mjs creates one per worker, like the pupils). */
export function teacher() {
  return { account: `e2e_teacher_${test.info().parallelIndex}`, password: 'e2e-password-1' };
}

/** Logs in as this worker's teacher, as a person would. */
export function loginAsTeacher(page: Page): Promise<void> {
  return loginAs(page, teacher());
}

/** Logs in through the login page, as a person would, and waits for the main screen. */
export function loginAsPupil(page: Page): Promise<void> {
  return loginAs(page, pupil());
}

/** Logs in as this account through the login page and waits for the main screen. */
export async function loginAs(page: Page, { account, password }: { account: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
}

/** A stroke median of hanzi-writer-data (1024 grid, y up). */
export type Median = [number, number][];

/** Draws one stroke with the mouse along a median on a write-it board (`writing-quiz`). */
export async function drawStroke(page: Page, board: Locator, median: Median): Promise<void> {
  const surface = board.getByTestId('writing-quiz-surface');
  // The mouse reaches only what is on screen.
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  const size = Number(await board.getAttribute('data-size'));
  const padding = Number(await board.getAttribute('data-padding'));
  if (!box) throw new Error('no board');
  const scale = (size - 2 * padding) / 1024;
  const at = ([x, y]: [number, number]) => ({ x: box.x + padding + x * scale, y: box.y + padding + (900 - y) * scale });
  const [first, ...rest] = median.map(at);
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Chooses the option of a select of a tree (module or category) whose text, without its indent, is
 * `name`, waiting for the options to load (a category list follows the module chosen).
 */
export async function chooseTreeOption(select: Locator, name: string): Promise<string> {
  const find = () =>
    select.evaluate(
      (element, wanted) =>
        [...(element as HTMLSelectElement).options].find((o) => o.text.replace(/^[\s　└]+/, '') === wanted)?.value ??
        '',
      name,
    );
  await expect.poll(find, { message: `option ${name}` }).not.toBe('');
  const value = await find();
  await select.selectOption(value);
  return value;
}

/** A file of e2e/fixtures, for setInputFiles. */
export function fixture(name: string): string {
  return new URL(`./fixtures/${name}`, import.meta.url).pathname;
}

/** Leaves the signed-in account, as a shared classroom browser would between people. */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

/** Another person at another device, in this project's viewport (a teacher beside a pupil, say). */
export async function personPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale });
  return context.newPage();
}
