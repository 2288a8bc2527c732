import type { Page } from '@playwright/test';
import { expect, loginAsPupil, loginAsTeacher, test } from './helpers';

/** The book's contents: /tbjx/bookIndex on phones, /tbjx (contents on the left) on desktop. */
const CONTENTS = { mobile: '/tbjx/bookIndex', desktop: '/tbjx' };

/** Chooses a volume by grade and term, as a pupil would, and waits for its contents. */
async function chooseVolume(page: Page, grade: string, term: '上册' | '下册'): Promise<void> {
  const picker = page.getByTestId('tbjx-picker');
  await picker.getByRole('button', { name: grade, exact: true }).click();
  await picker.getByRole('button', { name: term, exact: true }).click();
  await expect(picker.getByRole('button', { name: term, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tbjx-units').getByTestId('tbjx-unit').first()).toBeVisible();
}

/** A lesson of the contents by its title. */
const lessonRow = (page: Page, title: string) =>
  page.getByTestId('tbjx-units').getByTestId('tbjx-lesson').filter({ hasText: title }).first();

test.describe('同步教学: the textbook as the course', () => {
  test('一年级上册 → 江南: its characters open the dictionary, its poem opens in 经典诵读, its unit shows', async ({
    page,
    isMobile,
  }) => {
    // Contents, a lesson, the dictionary, the poem page, the unit: several page loads on a busy machine.
    test.slow();
    await loginAsPupil(page);
    await page.goto(isMobile ? CONTENTS.mobile : CONTENTS.desktop);
    await chooseVolume(page, '一年级', '上册');
    if (isMobile) await expect(page.getByTestId('tbjx-volume-name')).toHaveText('一年级上册');
    // Each lesson shows how many of its characters the pupil has learned.
    await expect(lessonRow(page, '天地人').getByTestId('tbjx-progress')).toContainText('/6');

    await lessonRow(page, '江南').click();
    await expect(page).toHaveURL(isMobile ? /\/tbjx\/bookContent\/2007\/\d+$/ : /\/tbjx\?part=bookContent&id=\d+$/);
    await expect(page.getByTestId('tbjx-lesson-title')).toContainText('江南');
    const shizi = page.getByTestId('tbjx-shizi');
    await expect(shizi.getByTestId('tbjx-char')).toHaveCount(9);
    await expect(shizi.getByTestId('tbjx-char').first()).toContainText('jiāng');
    await expect(page.getByTestId('tbjx-xiezi').getByTestId('tbjx-char')).toHaveCount(4);
    await expect(page.getByTestId('tbjx-practice-bookSZ')).toBeVisible();
    if (isMobile) await page.screenshot({ path: test.info().outputPath('tbjx-lesson.png'), fullPage: true });

    // A tap on 采 opens it in the dictionary; closing it stays on the lesson.
    await shizi.getByRole('button', { name: /^查字典：cǎi 采/ }).click();
    const overlay = page.getByTestId('dictionary-overlay');
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '采');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByTestId('tbjx-lesson-title')).toContainText('江南');

    // The classical text links to its poem page.
    await page.getByTestId('tbjx-classic').filter({ hasText: '江南' }).click();
    await expect(page).toHaveURL(isMobile ? /\/jdsd\/content\?id=\d+$/ : /\/jdsd\?id=\d+$/);
    await expect(page.getByTestId('poem-title')).toHaveText('江南');
    await expect(page.getByTestId('poem-text')).toContainText('莲');
    await page.goBack();

    // The lesson's unit: its lessons, this one among them.
    await page.getByTestId('tbjx-lesson-nav').getByRole('link', { name: '本单元' }).click();
    await expect(page.getByTestId('tbjx-unit-title')).toHaveText('第五单元');
    const unitLessons = page.getByTestId('tbjx-unit-page').getByTestId('tbjx-lesson');
    await expect(unitLessons.filter({ hasText: '江南' })).toHaveCount(1);
    await expect(unitLessons.filter({ hasText: '秋天' })).toHaveCount(1);
  });

  test('partInfo: a unit with its 日积月累, whose poem 画 opens in 经典诵读', async ({ page, isMobile }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto(isMobile ? CONTENTS.mobile : CONTENTS.desktop);
    await chooseVolume(page, '一年级', '上册');
    await page
      .getByTestId('tbjx-units')
      .getByTestId('tbjx-unit')
      .filter({ hasText: '第二单元' })
      .getByTestId('tbjx-unit-link')
      .click();
    await expect(page).toHaveURL(isMobile ? /\/tbjx\/partInfo\?id=\d+$/ : /\/tbjx\?part=partInfo&id=\d+$/);
    await expect(page.getByTestId('tbjx-unit-title')).toHaveText('第二单元');
    await expect(page.getByTestId('tbjx-unit-page').getByTestId('tbjx-lesson').first()).toContainText('a o e');
    const rijileiji = page.getByTestId('tbjx-rijileiji');
    await expect(rijileiji).toContainText('古诗');
    if (isMobile) await page.screenshot({ path: test.info().outputPath('tbjx-part-info.png'), fullPage: true });
    await rijileiji.getByTestId('tbjx-rjly-poem').filter({ hasText: '画' }).click();
    await expect(page.getByTestId('poem-title')).toHaveText('画');
  });

  test('the chosen volume is remembered; /jdxa/tbjx is the same book', async ({ page, isMobile }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto(isMobile ? CONTENTS.mobile : CONTENTS.desktop);
    await chooseVolume(page, '一年级', '下册');
    await expect(lessonRow(page, '春夏秋冬')).toBeVisible();
    await page.goto(isMobile ? '/jdxa/tbjx/bookIndex' : CONTENTS.desktop);
    await expect(page.getByTestId('tbjx-picker').getByRole('button', { name: '下册', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await lessonRow(page, '春夏秋冬').click();
    await expect(page).toHaveURL(isMobile ? /\/jdxa\/tbjx\/bookContent\/2007\/\d+$/ : /part=bookContent/);
    await expect(page.getByTestId('tbjx-lesson-title')).toContainText('春夏秋冬');

    // The home screen's 「我的课本」: the chosen volume, and the lesson the contents go on with, one tap away.
    await page.goto(isMobile ? CONTENTS.mobile : CONTENTS.desktop);
    const next = page.getByTestId('tbjx-next-lesson');
    const nextHref = (await next.getAttribute('href')) ?? '';
    const nextLabel = ((await next.textContent()) ?? '').replace(/^.*：/, '');
    await page.goto('/index');
    const card = page.getByTestId('home-textbook');
    await expect(card.getByTestId('home-textbook-volume')).toHaveText('一年级下册');
    await expect(card.getByTestId('home-textbook-next')).toHaveText(`下一课：${nextLabel}`);
    await expect(card.getByTestId('home-textbook-go')).toHaveAttribute('href', nextHref);
    await page.screenshot({ path: test.info().outputPath('home-textbook.png') });
    await card.getByTestId('home-textbook-go').click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === nextHref);
    await expect(page.getByTestId('tbjx-lesson-title')).toContainText(nextLabel.replace(/^\S+ /, ''));
  });

  test('教案 is for teachers: pupils are not offered it, and its address tells them kindly', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto(isMobile ? CONTENTS.mobile : CONTENTS.desktop);
    await chooseVolume(page, '一年级', '上册');
    await lessonRow(page, '秋天').click();
    await expect(page.getByTestId('tbjx-lesson-title')).toContainText('秋天');
    await expect(page.getByTestId('tbjx-media-bookVideo')).toBeVisible();
    await expect(page.getByTestId('tbjx-media-bookJA')).toHaveCount(0);
    const lessonUrl = new URL(page.url());
    await page.goto(
      isMobile
        ? lessonUrl.pathname.replace('/bookContent/', '/bookJA/')
        : `/tbjx?part=bookJA&id=${lessonUrl.searchParams.get('id')}`,
    );
    await expect(page.getByTestId('tbjx-plan-for-teachers')).toContainText('教案是老师备课用的');
  });

  test('a teacher writes a lesson’s 教案 and reads it back; its video slot says it is empty', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    // The two projects run at once: each writes the plan of its own lesson.
    const lesson = isMobile ? '秋天' : '四季';
    await loginAsTeacher(page);
    await page.goto(isMobile ? CONTENTS.mobile : CONTENTS.desktop);
    await chooseVolume(page, '一年级', '上册');
    await lessonRow(page, lesson).click();
    await expect(page.getByTestId('tbjx-lesson-title')).toContainText(lesson);

    await page.getByTestId('tbjx-media-bookVideo').click();
    await expect(page.getByTestId('media-slot-empty')).toContainText('这一课还没有视频');
    await page.goBack();

    await page.getByTestId('tbjx-media-bookJA').click();
    await expect(page.getByTestId('tbjx-plan-empty')).toBeVisible();
    await page.getByTestId('tbjx-plan-edit').click();
    const text = `教学目标：认识《${lesson}》的生字`;
    await page.getByTestId('tbjx-plan-text').fill(`${text}\n\n教学过程：读一读，说一说。`);
    await page.getByTestId('tbjx-plan-save').click();
    await expect(page.getByTestId('tbjx-plan-paragraph')).toHaveText([text, '教学过程：读一读，说一说。']);
    await page.reload();
    await expect(page.getByTestId('tbjx-plan-paragraph').first()).toHaveText(text);
  });
});
