import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { drawStroke, expect, loginAsPupil, loginAsTeacher, type Median, test } from './helpers';

// 部编词语, 听写 and the printable sheets (issue 14), in both layouts. The pages are queries on /bpcy.

/** A volume chosen by grade and term, then one of its lessons: answers the lesson's first word. */
async function openLesson(page: Page, grade: string, term: string, title: string): Promise<string> {
  await page.goto('/bpcy');
  await page.getByTestId('bpcy-grade').filter({ hasText: grade }).click();
  await page.getByTestId('bpcy-term').filter({ hasText: term }).click();
  await expect(page.getByTestId('bpcy-term').filter({ hasText: term })).toHaveAttribute('aria-pressed', 'true');
  const lessons = page.getByTestId('bpcy-lesson');
  await expect(lessons.first()).toBeVisible();
  await lessons.filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/[?&]lesson=\d+/);
  const words = page.getByTestId('bpcy-word');
  await expect(words.first()).toBeVisible();
  return (await words.first().getAttribute('data-word')) ?? '';
}

/** 一年级上册's first lesson that has words, 天地人 (the book prints no 词语表 for this volume). */
const openFirstLessonWithWords = (page: Page) => openLesson(page, '一年级', '上册', '天地人');

/**
 * What a PDF holds: its pages, their sizes (points) and the characters its fonts map to text (the
 * ToUnicode CMaps Chromium writes for every embedded font).
 */
function readPdf(pdf: Buffer): { pages: number; sizes: string[]; chars: Set<string> } {
  const raw = pdf.toString('latin1');
  const pages = (raw.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  const sizes = [...raw.matchAll(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    ([, w, h]) => `${Math.round(Number(w))}x${Math.round(Number(h))}`,
  );
  const chars = new Set<string>();
  const decode = (hex: string) => {
    for (let i = 0; i + 4 <= hex.length; i += 4)
      chars.add(String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16)));
  };
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('begincmap')) continue;
    for (const [, to] of text.matchAll(/<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]+)>/g)) decode(to ?? '');
    for (const [, , to] of text.matchAll(/<([0-9A-Fa-f]+)>\s*<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]+)>/g)) decode(to ?? '');
  }
  return { pages, sizes, chars };
}

async function mediansOf(page: Page, char: string): Promise<Median[]> {
  const res = await page.request.get(`/hanzi-data/${encodeURIComponent(char)}.json`);
  return ((await res.json()) as { medians: Median[] }).medians;
}

test.describe('部编词语', () => {
  test.beforeEach(async ({ page }) => {
    // Every journey here is long (a server round per word, the stroke checker, a PDF): triple time.
    test.slow();
    await loginAsPupil(page);
  });

  test("opens 一年级上册 → a lesson's words → a word's page with its characters in the dictionary", async ({
    page,
    isMobile,
  }) => {
    const first = await openFirstLessonWithWords(page);
    // This volume prints no 词语表: the page says the words are our selection.
    await expect(page.getByTestId('bpcy-source')).toHaveAttribute('data-source', 'selection');
    await expect(page.getByTestId('bpcy-source')).toContainText('课本这一课没有词语表');
    const card = page.getByTestId('bpcy-word').first();
    await expect(card.getByTestId('bpcy-word-audio')).toHaveAttribute('aria-label', `按音节朗读「${first}」`);
    // Desktop keeps the lessons beside the words.
    if (!isMobile) await expect(page.getByTestId('bpcy-desktop').getByTestId('bpcy-units')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bpcy-words.png') });

    await card.getByRole('link').click();
    const wordPage = page.getByTestId('bpcy-word-page');
    await expect(wordPage).toHaveAttribute('data-word', first);
    await expect(wordPage.getByTestId('bpcy-word-char')).toHaveCount([...first].length);
    await expect(wordPage.getByTestId('bpcy-word-read')).toContainText('按音节朗读');
    const explanation = wordPage.getByTestId('bpcy-word-explanation');
    await explanation.locator('summary').click();
    await expect(explanation).toHaveAttribute('open', '');
    await expect(explanation.locator('p').first()).not.toBeEmpty();
    await page.screenshot({ path: test.info().outputPath('bpcy-word.png') });

    const char = [...first][0] ?? '';
    await wordPage.getByTestId('bpcy-word-char').first().click();
    await expect(page.getByTestId('dictionary-entry')).toHaveAttribute('data-char', char);

    // A word the dictionary data explains nowhere (三月) shows no empty 详细释义, only how to find out.
    await page.goto(`/bpcy?word=${encodeURIComponent('三月')}`);
    await expect(page.getByTestId('bpcy-word-page')).toHaveAttribute('data-word', '三月');
    await expect(page.getByTestId('bpcy-word-no-explanation')).toContainText('查字典');
    await expect(page.getByTestId('bpcy-word-explanation')).toHaveCount(0);
  });

  test('二年级上册 小蝌蚪找妈妈: a word page with our meaning and example, then a 选意思 round to its score', async ({
    page,
    isMobile,
  }) => {
    // The volume's first lesson: its words have our notes (apps/importer/data/word-notes/g2a.jsonl).
    const first = await openLesson(page, '二年级', '上册', '小蝌蚪找妈妈');
    expect(first).toBe('妈妈');
    await expect(page.getByTestId('bpcy-source')).toHaveAttribute('data-source', 'printed');
    await page.getByTestId('bpcy-word').first().getByRole('link').click();
    const wordPage = page.getByTestId('bpcy-word-page');
    await expect(wordPage).toHaveAttribute('data-word', '妈妈');
    await expect(wordPage.getByTestId('bpcy-word-char').first()).toContainText('mā');
    await expect(wordPage.getByTestId('bpcy-word-meaning')).not.toBeEmpty();
    await expect(wordPage.getByTestId('bpcy-word-example').locator('b')).toHaveText('妈妈');
    // The imported data explains 妈妈 nowhere: our note stands alone, with no empty 详细解释 under it.
    await expect(wordPage.getByTestId('bpcy-word-explanation')).toHaveCount(0);
    await expect(wordPage.getByTestId('bpcy-word-no-explanation')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`bpcy-word-note-${isMobile ? 'mobile' : 'desktop'}.png`) });

    await page.goBack();
    await page.getByTestId('bpcy-practice-meaning').click();
    await expect(page.getByTestId('practice-page')).toHaveAttribute('data-kind', 'meaning');
    await page.getByTestId('practice-start').click();
    const round = page.getByTestId('practice-round');
    await expect(round).toBeVisible();
    const progress = (await page.getByTestId('practice-progress').textContent()) ?? '';
    const count = Number(/\/\s*(\d+)/.exec(progress)?.[1]);
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 1; i <= count; i += 1) {
      await expect(page.getByTestId('practice-progress')).toHaveText(`第 ${i} / ${count} 题`);
      await expect(page.getByTestId('practice-option')).toHaveCount(4);
      // The keyboard works too: the first option by Enter, the rest by tap.
      if (i === 1) {
        await page.getByTestId('practice-option').first().focus();
        await page.keyboard.press('Enter');
      } else
        await page
          .getByTestId('practice-option')
          .nth(i % 4)
          .click();
      await expect(page.getByTestId('practice-option').and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
      await page.getByTestId(i === count ? 'practice-submit' : 'practice-next').click();
    }
    const result = page.getByTestId('practice-result');
    await expect(result.getByTestId('practice-score')).toContainText('分');
    const score = Number((await result.getByTestId('practice-score').locator('b').textContent()) ?? '-1');
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    await expect(result.locator('.yw-stars')).toBeVisible();
    if (score < 100) await expect(result.getByTestId('practice-again').locator('a').first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`bpcy-practice-result-${isMobile ? 'mobile' : 'desktop'}.png`),
    });
  });

  test('a 纸笔 听写 of the pupil’s own list: one character marked wrong goes to the 错字本', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/bpcy?dictation=mine');
    // An empty list and a list that is too long are refused with a clear message.
    await page.getByTestId('dictation-start').click();
    await expect(page.getByTestId('dictation-start-error')).toContainText('写下要听写的词语');
    const tooMany = Array.from({ length: 31 }, (_, i) => `${String.fromCodePoint(0x4e00 + i * 7)}子`).join(' ');
    await page.getByTestId('dictation-own-words').fill(tooMany);
    await page.getByTestId('dictation-start').click();
    await expect(page.getByTestId('dictation-start-error')).toContainText('一次最多听写30个词语');

    await page.getByTestId('dictation-own-words').fill('上下 大小，日月');
    await page.getByTestId('dictation-mode-paper').check({ force: true });
    await page.getByTestId('dictation-start').click();
    const round = page.getByTestId('dictation-round');
    await expect(round).toHaveAttribute('data-mode', 'paper');
    // The page says how the words are read: the device voice when it has one, else the recordings.
    const way = await page.getByTestId('dictation-way').getAttribute('data-way');
    await expect(page.getByTestId('dictation-way')).toHaveText(way === 'device' ? '用设备朗读' : '按音节朗读');
    await expect(page.getByTestId('dictation-progress')).toHaveText('第 1 / 3 个');
    await page.getByTestId('dictation-slower').click();
    await expect(page.getByTestId('dictation-slower')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('dictation-repeat').click();
    await page.screenshot({ path: test.info().outputPath('bpcy-dictation.png') });
    await page.getByTestId('dictation-next').click();
    await expect(page.getByTestId('dictation-progress')).toHaveText('第 2 / 3 个');
    await page.getByTestId('dictation-next').click();
    await page.getByTestId('dictation-next').click();

    const answers = page.getByTestId('dictation-answers');
    await expect(answers.getByTestId('dictation-answer')).toHaveCount(3);
    await answers.locator('[data-testid="dictation-answer-char"][data-char="小"]').click();
    await expect(page.getByTestId('dictation-wrong-count')).toContainText('小');
    await page.screenshot({ path: test.info().outputPath('bpcy-dictation-check.png') });
    await page.getByTestId('dictation-submit').click();

    const result = page.getByTestId('dictation-result');
    await expect(result.getByTestId('dictation-score')).toContainText('67');
    await expect(result.getByTestId('dictation-wrong').locator('[data-char="小"]')).toBeVisible();
    await expect(page.getByTestId('dictation-history-item').first()).toContainText('我的听写');
    await page.screenshot({ path: test.info().outputPath('bpcy-dictation-result.png') });

    await result.getByTestId('dictation-to-review').click();
    await expect(page).toHaveURL(isMobile ? /\/hzcs\?tab=review$/ : /part=hzcs&tab=review$/);
    await expect(page.getByTestId('review-wrong').locator('[data-char="小"]')).toBeVisible();
  });

  test('a 屏幕书写 听写: 人 written on the stroke checker scores 100', async ({ page }) => {
    await page.goto('/bpcy?dictation=mine');
    await page.getByTestId('dictation-own-words').fill('人');
    await page.getByTestId('dictation-mode-screen').check({ force: true });
    await page.getByTestId('dictation-start').click();
    const quiz = page.getByTestId('writing-quiz');
    // The board waits for the character's stroke data (slow on a busy machine).
    await expect(quiz).toBeVisible({ timeout: 20_000 });
    for (const [i, median] of (await mediansOf(page, '人')).entries()) {
      await drawStroke(page, quiz, median);
      await expect(quiz).toHaveAttribute('data-correct-strokes', String(i + 1));
    }
    await expect(page.getByTestId('dictation-cell')).toHaveAttribute('data-state', 'right');
    await page.getByTestId('dictation-submit').click();
    await expect(page.getByTestId('dictation-score')).toContainText('100');
  });

  test('prints a lesson’s 字帖 to an A4 PDF holding its characters, and its 听写纸 with the answers', async ({
    page,
  }) => {
    await openFirstLessonWithWords(page);
    const words = await page
      .getByTestId('bpcy-word')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-word') ?? ''));
    const chars = [...new Set(words.join(''))];
    await page.getByTestId('bpcy-print-zitie').click();
    const root = page.getByTestId('print-root');
    // The sheets wait for every character's stroke data and the teaching font (slow on a busy machine).
    await expect(root).toHaveAttribute('data-ready', '1', { timeout: 20_000 });
    await expect(page.getByTestId('print-preview').getByTestId('print-zitie-char')).toHaveCount(chars.length);
    await page.screenshot({ path: test.info().outputPath('bpcy-print.png') });

    // Printing shows the sheets alone: the app around them is hidden.
    await page.emulateMedia({ media: 'print' });
    await expect(root).toBeVisible();
    await expect(page.getByTestId('print-page')).toBeHidden();
    const sheets = await root.getByTestId('print-sheet').count();
    const frames = root.getByTestId('print-stroke-frames').first();
    expect(Number(await frames.getAttribute('data-frames'))).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const read = readPdf(pdf);
    expect(read.pages).toBe(sheets);
    // A4 is 595 × 842 points.
    expect(new Set(read.sizes)).toEqual(new Set(['595x842']));
    for (const char of chars) expect(read.chars.has(char), `PDF text holds ${char}`).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: '听写纸', exact: true }).click();
    await expect(page.getByTestId('print-page')).toHaveAttribute('data-sheet', 'tingxie');
    const preview = page.getByTestId('print-preview');
    await expect(preview.getByTestId('print-tingxie-item')).toHaveCount(words.length);
    await expect(preview.getByTestId('print-answers')).toContainText(words[0] ?? '');
  });
});

test.describe('听写 with a teacher’s recording', () => {
  test('a teacher records a word of 天地人 in the management page; the pupil’s 听写 says it with 老师的录音', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    const shot = (name: string) => `/tmp/shots-dict/${name}-${isMobile ? 'mobile' : 'desktop'}.png`;
    // Which recordings the page plays.
    await page.addInitScript(() => {
      const played: string[] = [];
      (window as unknown as { playedMedia: string[] }).playedMedia = played;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push(this.src || this.currentSrc);
        return play.call(this);
      };
    });

    await loginAsTeacher(page);
    await page.goto('/bosi/manage?section=words');
    const manager = page.getByTestId('word-audio-manager');
    await manager.getByTestId('word-audio-grade').filter({ hasText: '一年级' }).click();
    await manager.getByTestId('word-audio-term').filter({ hasText: '上册' }).click();
    const select = manager.getByTestId('word-audio-lesson');
    const option = select.locator('option', { hasText: '天地人' }).first();
    const lessonId = Number(await option.getAttribute('value'));
    await select.selectOption(String(lessonId));
    const row = manager.getByTestId('word-audio-item').first();
    const word = (await row.getAttribute('data-name')) ?? '';
    expect(word).not.toBe('');
    // The other layout's run may have recorded it already: a new upload replaces it.
    const before = (await row.getAttribute('data-recorded')) ?? '';
    // Not audio: refused by its content with a clear message, nothing kept.
    await row
      .getByTestId('word-audio-file')
      .setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not a recording') });
    await expect(row.getByRole('alert')).toContainText('不是可用的录音');
    await expect(row).toHaveAttribute('data-recorded', before);
    await row.getByTestId('word-audio-file').setInputFiles('e2e/fixtures/lesson-sound.mp3');
    await expect(row).toHaveAttribute('data-recorded', '1');
    await expect(row).toContainText('已录音');
    await manager.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('manage-word-audio') });
    // A teacher's list gets its share code.
    const lists = page.getByTestId('word-list-manager');
    await lists.getByTestId('word-list-name').fill('周五听写');
    await lists.getByTestId('word-list-words').fill(`${word} 上下 大小`);
    await lists.getByRole('button', { name: '保存并生成编号' }).click();
    await expect(lists.getByTestId('word-list-item').first()).toContainText('周五听写');
    await expect(lists.getByTestId('word-list-code').first()).toHaveText(/^编号 [A-Z0-9]{6}$/);
    await lists.screenshot({ path: shot('manage-word-lists') });

    // The pupil, on the same browser after the teacher leaves.
    await page.evaluate(() => localStorage.clear());
    await loginAsPupil(page);
    await page.goto(`/bpcy?lesson=${lessonId}`);
    await page.getByTestId('bpcy-dictate-lesson').click();
    await page.getByTestId('dictation-mode-paper').check({ force: true });
    await page.getByTestId('dictation-start').click();
    const way = page.getByTestId('dictation-way');
    await expect(way).toHaveAttribute('data-way', 'teacher');
    await expect(way).toHaveText('老师的录音');
    await expect(page.getByTestId('dictation-slower')).toBeDisabled();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { playedMedia: string[] }).playedMedia.map((url) => new URL(url).pathname),
        ),
      )
      .toContainEqual(expect.stringMatching(/^\/api\/study\/resource\/wordAudio\/[a-f0-9]{32}\.mp3$/));
    await page.screenshot({ path: shot('dictation-teacher') });
    // The next word has no recording: the device voice or the syllables, said so.
    await page.getByTestId('dictation-next').click();
    await expect(way).not.toHaveAttribute('data-way', 'teacher');

    // The unit's heading on the lesson list starts a 听写 of all its lessons' words.
    await page.goto('/bpcy');
    await page.getByTestId('bpcy-grade').filter({ hasText: '一年级' }).click();
    await page.getByTestId('bpcy-term').filter({ hasText: '上册' }).click();
    const unit = page.locator('.yw-bpcy-unit', { has: page.getByTestId('bpcy-lesson').filter({ hasText: '天地人' }) });
    await expect(unit.getByTestId('bpcy-unit-dictation')).toBeVisible();
    await page.screenshot({ path: shot('bpcy-unit-heading') });
    await unit.getByTestId('bpcy-unit-dictation').click();
    await expect(page.getByTestId('dictation-unit')).toContainText('个');
    await page.screenshot({ path: shot('dictation-unit-setup') });
    await page.getByTestId('dictation-start').click();
    await expect(page.getByTestId('dictation-round')).toBeVisible();
    await page.screenshot({ path: shot('dictation-unit') });
  });
});
