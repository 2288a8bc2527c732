import type { Locator, Page } from '@playwright/test';
import { expect, fixture, loginAsPupil, loginAsTeacher, signOut, test } from './helpers';

/** 同步教学 (module-tree.data.ts); it has no categories of its own until a teacher makes some. */
const TBJX = { id: 2007, key: 'tbjx', name: '同步教学' };
const SHOTS = '/tmp/content-kit';

/** Chooses the option of a select whose text (without the tree indent) is `name`, answering its value. */
async function choose(select: Locator, name: string): Promise<string> {
  const value = await select.evaluate(
    (element, wanted) =>
      [...(element as HTMLSelectElement).options].find((o) => o.text.replace(/^[\s　└]+/, '') === wanted)?.value ?? '',
    name,
  );
  expect(value, `option ${name}`).not.toBe('');
  await select.selectOption(value);
  return value;
}

/** Uploads a fixture with a title and waits for the progress bar to finish. */
async function upload(manager: Locator, title: string, file: string): Promise<void> {
  const form = manager.getByTestId('media-upload-form');
  await form.getByTestId('media-upload-title').fill(title);
  await form.getByTestId('media-upload-file').setInputFiles(fixture(file));
  await expect(form.getByTestId('media-upload-attach')).toBeChecked();
  await form.getByRole('button', { name: '上传', exact: true }).click();
  const progress = form.getByTestId('media-upload-progress');
  await expect(progress.getByRole('progressbar', { name: '上传进度' })).toHaveAttribute('aria-valuenow', '100');
  await expect(progress).toContainText(`「${title}」上传完成`);
}

/** Plays a video as a person would: a click on it (desktop) or a tap on the play button of its controls (phone). */
async function playVideo(page: Page, video: Locator): Promise<void> {
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  const box = await video.boundingBox();
  if (!box) throw new Error('the video is not on screen');
  if (test.info().project.name === 'mobile') {
    // A tap on the picture only shows the controls on a phone; their play button sits bottom left.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + 24, box.y + box.height - 48);
  } else {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error?.code ?? 0), 'no media error').toBe(0);
}

test('a teacher builds a small lesson in the media library; a pupil sees its picture and plays its video', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  // Workers run side by side on one server: everything this test makes carries its own names.
  const lesson = `春天来了 ${project} ${Date.now() % 100000}`;
  const clip = `小草发芽了 ${project}`;
  const picture = `春天的山坡 ${project}`;

  // The teacher: a category in 同步教学, a video and a picture in it, an item with text and a sound.
  await loginAsTeacher(page);
  await page.goto('/bosi/manage?section=media');
  const manager = page.getByTestId('media-library-manager');
  await expect(manager.getByRole('heading', { name: '课件素材' })).toBeVisible();
  await choose(manager.getByTestId('media-place-module'), TBJX.name);
  const newCategory = manager.getByTestId('media-new-category');
  await newCategory.getByLabel('新分类名称').fill(lesson);
  await newCategory.getByRole('button', { name: '新建分类' }).click();
  const categorySelect = manager.getByTestId('media-place-category');
  await expect(categorySelect.locator('option:checked')).toHaveText(lesson);
  const categoryId = Number(await categorySelect.inputValue());
  expect(categoryId).toBeGreaterThan(0);

  await upload(manager, clip, 'lesson-clip.webm');
  await upload(manager, picture, 'lesson-picture.png');
  const rows = manager.getByTestId('media-library-item');
  await expect(rows.filter({ hasText: clip }).first()).toContainText(`放在：${TBJX.name} › ${lesson}`);
  await expect(rows.filter({ hasText: picture }).first()).toContainText(lesson);
  await expect(rows.filter({ hasText: picture }).first().locator('img')).toBeVisible();

  const newItem = manager.getByTestId('media-new-item');
  await newItem.getByLabel('新课文标题').fill('春晓');
  await newItem.getByLabel(/课文正文/).fill('春眠不觉晓，处处闻啼鸟。\n\n夜来风雨声，花落知多少。');
  await newItem.getByRole('button', { name: '新建课文' }).click();
  await expect(manager.getByTestId('media-place-item').locator('option:checked')).toHaveText('春晓');
  await upload(manager, '春晓朗读', 'lesson-sound.mp3');

  // The kind filter shows one kind.
  await manager.getByRole('button', { name: '图片', exact: true }).click();
  await expect(rows.first()).toHaveAttribute('data-kind', 'image');
  await manager.getByRole('button', { name: '全部', exact: true }).click();
  await manager.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/manage-${project}.png`, fullPage: true });
  await manager.screenshot({ path: `${SHOTS}/manage-section-${project}.png` });

  // The pupil: the module's categories, then the lesson with its picture and video.
  await signOut(page);
  await loginAsPupil(page);
  await page.goto(`/${TBJX.key}/sortContext/${TBJX.id}/0/${encodeURIComponent(TBJX.name)}/0`);
  const tree = page.getByTestId('category-tree');
  await tree.getByRole('link', { name: lesson }).click();
  await expect(page).toHaveURL(new RegExp(`/sortContext/${TBJX.id}/${categoryId}/`));
  await expect(page.getByTestId('breadcrumbs')).toContainText(TBJX.name);

  const image = page.getByRole('img', { name: picture });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const video = page.locator(`video[aria-label="${clip}"]`);
  await expect(video).toBeVisible();
  await expect(page.getByTestId('content-item').filter({ hasText: '春晓' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/area-category-${project}.png`, fullPage: true });

  await playVideo(page, video);
  await page.screenshot({ path: `${SHOTS}/area-video-playing-${project}.png` });

  // The item: its text in the teaching font, and its sound on the audio button.
  await page.getByTestId('content-item').filter({ hasText: '春晓' }).click();
  await expect(page).toHaveURL(/\?item=\d+$/);
  const itemPage = page.getByTestId('item-page');
  await expect(itemPage.getByTestId('item-title')).toHaveText('春晓');
  await expect(itemPage.getByTestId('item-paragraph')).toHaveText([
    '春眠不觉晓，处处闻啼鸟。',
    '夜来风雨声，花落知多少。',
  ]);
  await expect(itemPage.getByTestId('item-paragraph').first()).toHaveClass(/yw-kai/);
  await expect(itemPage.getByRole('button', { name: '听一听：春晓朗读' })).toBeEnabled();
  await expect(itemPage.getByTestId('breadcrumbs')).toContainText(lesson);
  await page.screenshot({ path: `${SHOTS}/area-item-${project}.png`, fullPage: true });

  // Back up the trail to the lesson.
  await itemPage.getByTestId('breadcrumbs').getByRole('link', { name: lesson }).click();
  await expect(page.getByTestId('content-item').first()).toBeVisible();
});

test('an area without content says so kindly', async ({ page }, info) => {
  await loginAsPupil(page);
  // A page with nothing to learn starts no learning record.
  const recordStarts: string[] = [];
  page.on('request', (request) => {
    // A start carries no record id (an end, e.g. the previous page's beacon, does).
    const starts = !/(^|&)id=/.test(request.postData() ?? '');
    if (request.method() === 'POST' && request.url().includes('/api/study/user/learnRecord') && starts)
      recordStarts.push(request.url());
  });
  // 专家课堂 has no categories, media or child modules.
  await page.goto(`/zjkt/sortContext/8/0/${encodeURIComponent('专家课堂')}/0`);
  const empty = page.getByTestId('catalogue-empty');
  await expect(empty).toContainText('还没有学习内容');
  await expect(empty.getByRole('button', { name: '回首页' })).toBeVisible();
  expect(recordStarts).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/area-empty-${info.project.name}.png` });
});
