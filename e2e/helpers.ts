import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * Playwright's `test` with two more rules for every journey. The server's Content-Security-Policy must
 * never refuse anything the app does, so a `securitypolicyviolation` in the page (an inline script or
 * handler, eval, a style or a file from where the policy does not allow) fails the journey. And every
 * page the journey visits must have no serious or critical axe violation and, in the phone layout, no
 * button or link smaller than 44 × 44 px (`accessibilityProblems`): the page it ends on as it is then,
 * and each other address it passed through, opened again after the journey (the journey's own steps
 * stay untouched); an address this worker already checked in this layout is not opened twice. A
 * journey that already failed skips this: its own failure is the one to see. Specs import `test` and
 * `expect` from here.
 */
export const test = base.extend<{ cspGuard: undefined; a11yGuard: undefined }>({
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
  a11yGuard: [
    async ({ page }, use, testInfo) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.push(withoutHash(frame.url()));
      });
      await use(undefined);
      // A journey that already failed keeps its own failure; a page never opened has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      const checked = checkedPages(testInfo.project.name);
      const problems: string[] = [];
      const check = async (url: string) => {
        checked.add(url);
        for (const problem of await accessibilityProblems(page)) {
          problems.push(`${url}: ${problem}`);
        }
      };
      await check(withoutHash(page.url()));
      const others = [...new Set(visited)].filter((url) => !checked.has(url));
      // The journey's time was for the journey: each page opened again has its own 20 s.
      testInfo.setTimeout(testInfo.timeout + others.length * 20_000);
      for (const url of others) {
        await page.goto(url);
        // The page's own calls answer before it is read; a page that keeps fetching is read after 5 s.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        await check(url);
      }
      expect(problems, 'accessibility problems on the pages visited').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The addresses this worker has checked with axe, per layout (project), so a journey opens none again. */
const checkedByProject = new Map<string, Set<string>>();
function checkedPages(project: string): Set<string> {
  const checked = checkedByProject.get(project) ?? new Set<string>();
  checkedByProject.set(project, checked);
  return checked;
}

function withoutHash(url: string): string {
  return url.split('#')[0] ?? url;
}

/** The WCAG 2.0 and 2.1 levels A and AA, the rules axe checks the pages against. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The smallest button or link a pupil taps on a phone, in CSS px (the issue's 44, WCAG 2.5.5). */
const TOUCH_MIN = 44;

/**
 * What stands between this page and a pupil who uses a screen reader, a keyboard, weak eyes or small
 * fingers, one line each ([] when nothing): every serious or critical violation axe finds against
 * WCAG 2.1 A and AA (rule, help, the first targets), and in the mobile project, unless `touchTargets`
 * is false, every visible button or link smaller than 44 × 44 px. Running animations finish first, so
 * colours are read at rest. A violation must still be there a second later, read again after the page
 * settles, to count: a toast fading out or a celebration on its way off is not the page. Axe calls text
 * over a gradient or a picture "incomplete", not a violation: those are left to people's eyes. The
 * guard of every journey checks both on every page the journey visits.
 */
export async function accessibilityProblems(
  page: Page,
  { touchTargets = true }: { touchTargets?: boolean } = {},
): Promise<string[]> {
  let violations = await axeViolations(page);
  if (violations.length > 0) {
    await page.waitForTimeout(1_000);
    const first = new Set(violations.map((violation) => violation.id));
    violations = (await axeViolations(page)).filter((violation) => first.has(violation.id));
  }
  const problems = violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
    return `${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(' | ')}${more}`;
  });
  if (touchTargets && test.info().project.use.isMobile) problems.push(...(await smallTouchTargets(page)));
  return problems;
}

/** axe-core's browser build, put into a page once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds once the page's animations have ended.
 * axe runs in the page itself: the app has no frames, and a page already holding axe keeps it (a
 * wrapper that injects it again and finishes each run in a new blank page took twice as long).
 */
async function axeViolations(page: Page) {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Node, options: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  );
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Waits (at most 3 s) for the page's finite CSS animations and transitions to end, but for those that
 * only move, turn or scale (a mascot's wave): they change no colour that axe reads.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // What a keyframe changes when it only moves a thing, and the keys every keyframe carries besides.
    const moving = new Set(['transform', 'translate', 'rotate', 'scale']);
    const bookkeeping = new Set(['offset', 'easing', 'composite', 'computedOffset']);
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
      .filter((animation) =>
        (animation.effect as KeyframeEffect | null)
          ?.getKeyframes()
          .some((keyframe) => Object.keys(keyframe).some((key) => !moving.has(key) && !bookkeeping.has(key))),
      );
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/**
 * Visible buttons and links (and elements with their roles, tabs, summaries) smaller than 44 × 44 px
 * (to the nearest half pixel), as "why: what" lines. Two kinds are not counted, as WCAG 2.5.5 exempts
 * targets in a sentence, whose size is the line's:
 * - an element laid out inline (`display: inline`) whose block holds text besides its own: a link in a
 *   paragraph;
 * - a character of a text that opens the dictionary: a target whose own text, pinyin (`rt`) aside, is
 *   one Chinese character and whose parent (or the parent's parent) holds other such characters — a poem's line, a lesson's
 *   text — laid out as text at the text's size, however it is drawn.
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], [role="button"], [role="link"], [role="tab"], summary';
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `${element.tagName.toLowerCase()}${id ? `[data-testid="${id}"]` : ''} "${name.slice(0, 24)}"`;
    };
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? '').trim().length;
      return (block.textContent ?? '').trim().length > own;
    };
    const oneCharacter = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      for (const ruby of copy.querySelectorAll('rt, rp')) ruby.remove();
      return /^\p{Script=Han}$/u.test((copy.textContent ?? '').trim());
    };
    // A line's last character may sit in a wrapper with the punctuation after it: look one level up too.
    const characterOfText = (element: Element) =>
      oneCharacter(element) &&
      [element.parentElement, element.parentElement?.parentElement].some(
        (around) =>
          around && [...around.querySelectorAll(selector)].some((other) => other !== element && oneCharacter(other)),
      );
    const problems: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility !== 'visible') continue;
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      if (inSentence(element) || characterOfText(element)) continue;
      problems.push(
        `touch target smaller than ${min}×${min} px: ${describe(element)} is ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return problems;
  }, TOUCH_MIN);
}

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

/** Waits as long as a class page may take on a busy machine. */
const CLASS_OPENED = { timeout: 30_000 };

/** The teacher on `page` makes a class named `name` in 我的班级 and answers its join code. */
export async function createClass(page: Page, name: string): Promise<string> {
  await page.goto('/myClass');
  await page.getByTestId('class-name').fill(name);
  await page.getByTestId('class-create').click();
  // The new class opens (the one open before may show for a moment).
  await expect(page.getByTestId('class-title')).toHaveText(name, CLASS_OPENED);
  const code = (await page.getByTestId('class-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return code;
}

/**
 * A new pupil (registered through the passport call, with this nickname) logs in on `page` and joins
 * the class `className` by its code in 我的班级.
 */
export async function joinAsNewPupil(
  page: Page,
  { account, nickname, code, className }: { account: string; nickname: string; code: string; className: string },
): Promise<void> {
  const made = await page.request.post('/api/passport/regi', {
    form: { account, password: 'pupil-pass-1', product: 44, nickname },
  });
  expect((await made.json()).code).toBe(1);
  await loginAs(page, { account, password: 'pupil-pass-1' });
  await page.goto('/myClass');
  await page.getByTestId('class-join-code').fill(code);
  await page.getByTestId('class-join').click();
  await expect(page.getByTestId('joined-classes')).toContainText(className, CLASS_OPENED);
}
