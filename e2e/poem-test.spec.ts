import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

/** The lines pupils recite: a poem cut at its punctuation, as the test's questions cut it. */
const versesOf = (lines: string[]) =>
  lines
    .join('\n')
    .split(/[，。？！；：、\n\s]+/)
    .filter((v) => v.length >= 2);

/** Reads a poem through the API with the session the page itself used (its form fields). */
async function poemOf(page: Page, session: URLSearchParams, id: string) {
  const query = new URLSearchParams(session);
  query.set('id', id);
  const res = await page.request.get(`/api/study/resource/content?${query}`);
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { lines: string[]; author: string; dynasty: string };
  };
  expect(body.code, body.msg).toBe(1); // CODE.ok
  return body.data;
}

test('a pupil completes a /tssc/test with one wrong answer and sees the score and the correct answer', async ({
  page,
}) => {
  await loginAsPupil(page);
  // The desktop route table has only /tssc (spec §2); the test is /tssc?test there.
  await page.goto(test.info().project.name === 'desktop' ? '/tssc?test' : '/tssc/test');
  await expect(page.getByTestId('poem-test-setup')).toBeVisible();
  await expect(page.getByTestId('poem-test-collection')).toHaveValue('bibei75');
  await page.getByRole('button', { name: '4 题' }).click();
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/study/user/poemTest'));
  await page.getByTestId('poem-test-start').click();
  const session = new URLSearchParams((await created).postData() ?? '');
  session.delete('collection');
  session.delete('count');

  let wrongCorrectText = '';
  for (let index = 0; index < 4; index++) {
    await expect(page.getByTestId('poem-test-progress')).toContainText(`第 ${index + 1} / 4 题`);
    const question = page.getByTestId('poem-test-question');
    const kind = await question.getAttribute('data-kind');
    const prompt = (await question.getAttribute('data-prompt')) ?? '';
    const poem = await poemOf(page, session, (await question.getAttribute('data-poem-id')) ?? '');
    const verses = versesOf(poem.lines);
    const options = question.getByTestId('poem-test-option');
    const texts = (await options.allTextContents()).map((t) => t.trim());
    if (kind === 'next_line') {
      const next = verses[verses.indexOf(prompt) + 1] ?? '';
      // The first question (always 接下句) is answered wrong on purpose.
      const pick = index === 0 ? texts.findIndex((t) => t !== next) : texts.indexOf(next);
      if (index === 0) wrongCorrectText = next;
      await options.nth(pick).click();
    } else if (kind === 'author') {
      await options.nth(texts.indexOf(`${poem.dynasty}·${poem.author}`)).click();
    } else if (kind === 'order') {
      const byPlace = texts.map((t, i) => ({ i, at: verses.indexOf(t) })).sort((a, b) => a.at - b.at);
      for (const { i } of byPlace) await options.nth(i).click();
      await expect(question).toContainText('排好了');
    } else {
      await options.nth(texts.findIndex((t) => verses.includes(prompt.replace('□', t)))).click();
    }
    await page.getByTestId(index === 3 ? 'poem-test-submit' : 'poem-test-next').click();
  }

  await expect(page.getByTestId('poem-test-score')).toHaveText('3 / 4');
  const marks = page.getByTestId('poem-test-mark');
  await expect(marks).toHaveCount(4);
  await expect(marks.first()).toHaveAttribute('data-correct', 'false');
  await expect(marks.first().getByTestId('poem-test-correct-text')).toContainText(wrongCorrectText);
  await expect(page.locator('[data-testid="poem-test-mark"][data-correct="true"]')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('result.png'), fullPage: true });

  // The result is kept: it heads the history and opens again.
  await page.getByRole('button', { name: '再测一次' }).click();
  const past = page.getByTestId('poem-test-past').first();
  await expect(past).toContainText('3 / 4');
  await past.click();
  await expect(page.getByTestId('poem-test-score')).toHaveText('3 / 4');
});
