import { mkdirSync } from 'node:fs';
import { expect, fixture, loginAsPupil, loginAsTeacher, personPage, test } from './helpers';

const SHOTS = '/tmp/shots-zjkt';

test.describe('专家课堂: a teacher writes a lesson, a pupil reads it and follows its link', () => {
  test('the lesson with a link to 《咏鹅》 is written, published, read and followed', async ({
    page,
    browser,
    isMobile,
  }) => {
    // Two people's logins, an upload and three areas' pages: minutes on a busy shared machine.
    test.setTimeout(360_000);
    mkdirSync(SHOTS, { recursive: true });
    const layout = isMobile ? 'mobile' : 'desktop';
    const title = `白鹅的小课（${isMobile ? '手机' : '电脑'}）`;

    // The teacher, at another device, writes the lesson in the management page.
    const desk = await personPage(browser);
    await loginAsTeacher(desk);
    await desk.goto('/bosi/manage?section=zjkt');
    const manager = desk.getByTestId('zjkt-manager');
    await manager.getByTestId('zjkt-new').click();
    await manager.getByTestId('zjkt-title').fill(title);
    await manager.getByTestId('zjkt-text').fill('今天我们读骆宾王的《咏鹅》。\n读完去古诗里找一找白鹅。');
    await manager.getByTestId('zjkt-link-words').fill('咏鹅');
    await manager.getByTestId('zjkt-link-target').filter({ hasText: '《咏鹅》' }).first().click();
    await expect(manager.getByTestId('zjkt-editor-link')).toContainText('《咏鹅》');
    await manager.getByRole('button', { name: '保存草稿' }).click();
    // Saved: the editor now offers the cover and publishing.
    await manager.getByTestId('zjkt-cover-input').setInputFiles(fixture('lesson-picture.png'));
    await expect(manager.getByRole('img', { name: '封面' })).toBeVisible();
    await manager.getByTestId('zjkt-publish').click();
    await expect(manager.getByTestId('zjkt-publish')).toHaveText('撤回为草稿');
    await expect(manager.getByTestId('zjkt-my-lessons')).toContainText('已发布');
    await manager.scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}/${layout}-manage.png` });

    // 我出的试卷: the teacher adds a paper, sees it and deletes it again (its own section on desktop).
    await desk.goto('/bosi/manage?section=papers');
    const paperTitle = `白鹅小测（${layout}）`;
    await desk
      .getByTestId('exam-paper-text')
      .fill(`# 标题：${paperTitle}\n# 册：g1a\n# 时间：10\n\n[判断] judge\n题：「口」一共有三画。\n答案：对\n`);
    await desk.getByRole('button', { name: '添加试卷' }).click();
    const paper = desk.getByTestId('my-paper').filter({ hasText: paperTitle });
    await expect(paper).toContainText('0 人次交卷');
    await desk.getByTestId('my-papers').scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}/${layout}-manage-papers.png` });
    await paper.getByRole('button', { name: '删除' }).click();
    await paper.getByRole('button', { name: '确定删除' }).click();
    await expect(paper).toHaveCount(0);
    await desk.context().close();

    // The pupil finds it in 专家课堂 among the lessons we wrote.
    await loginAsPupil(page);
    await page.goto('/zjkt');
    const card = page.getByTestId('zjkt-card').filter({ hasText: title });
    // The first list after the teacher's change may wait on a busy server.
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('zjkt-card').filter({ hasText: '和骆宾王一起看白鹅' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${layout}-list.png` });

    // Opening it starts a learning record of 专家课堂 (module 8).
    const recorded = page.waitForRequest(
      (r) =>
        r.url().includes('/api/study/user/learnRecord') &&
        r.method() === 'POST' &&
        /module_id=8\b/.test(r.postData() ?? ''),
    );
    await card.click();
    await expect(page).toHaveURL(isMobile ? /\/zjktDetail\?id=\d+$/ : /\/zjkt\?id=\d+$/);
    const lesson = page.getByTestId('zjkt-lesson');
    await expect(lesson.getByRole('heading', { name: title })).toBeVisible();
    await expect(lesson.getByTestId('zjkt-video-empty')).toContainText('这节课没有视频');
    await expect(lesson.getByRole('img', { name: `${title}的封面` })).toBeVisible();
    await recorded;
    await page.screenshot({ path: `${SHOTS}/${layout}-detail.png` });
    await page.screenshot({ path: `${SHOTS}/${layout}-detail-full.png`, fullPage: true });

    await lesson.getByTestId('zjkt-link').filter({ hasText: '《咏鹅》' }).click();
    await expect(page).toHaveURL(isMobile ? /\/tssc\/book\?id=\d+$/ : /\/tssc\?id=\d+$/);
    await expect(page.getByRole('heading', { name: '咏鹅', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${layout}-poem.png` });
  });

  test('a lesson we wrote opens the dictionary for its characters and a textbook lesson', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    const layout = isMobile ? 'mobile' : 'desktop';
    mkdirSync(SHOTS, { recursive: true });
    await loginAsPupil(page);
    await page.goto('/zjkt');
    await page.getByTestId('zjkt-card').filter({ hasText: '认一认：天、地、人' }).click();
    const lesson = page.getByTestId('zjkt-lesson');
    await expect(lesson.getByTestId('zjkt-link')).toContainText('天地人');
    await page.screenshot({ path: `${SHOTS}/${layout}-seed-detail.png`, fullPage: true });
    await lesson.getByTestId('zjkt-link-chars').getByRole('button', { name: '查字典：地' }).click();
    await expect(page.getByTestId('dictionary-overlay')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${layout}-seed-dictionary.png`, animations: 'disabled' });
  });
});
