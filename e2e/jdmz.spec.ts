import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

// The idiom catalogue the server imports (cnchar-idiom), to read a hint back into its idiom.
const { dict } = createRequire(import.meta.url)('cnchar-idiom') as { dict: { idiom: string[] } };

const AREA = { mobile: '/jdmz/2012/0', desktop: '/jdmz' };
const SHOTS = '/tmp/shots-jdmz';

const shot = (page: Page, isMobile: boolean, name: string) =>
  page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: isMobile });

/** The idiom a hint (守○待兔) stands for that starts with `first`. */
function idiomOfHint(hint: string, first: string): string {
  const pattern = new RegExp(`^${hint.replace(/○/g, '.')}$`, 'u');
  const found = dict.idiom.find((idiom) => idiom.startsWith(first) && pattern.test(idiom));
  if (!found) throw new Error(`no idiom fits the hint ${hint}`);
  return found;
}

test.describe('成语典故: stories and 成语接龙', () => {
  test('reads 守株待兔’s story, sees an empty form group said kindly, and plays three turns of 成语接龙', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto(isMobile ? AREA.mobile : AREA.desktop);
    const stories = page.getByTestId('jdmz-category').filter({ hasText: '寓言与成语故事' });
    await expect(stories).toContainText('107 个成语故事');
    await expect(page.getByTestId('jdmz-category').filter({ hasText: '歇后语' })).toBeVisible();
    await shot(page, isMobile, 'area');

    // The stories, then 守株待兔: the retelling, the passage with its work, 出处 and meaning.
    await stories.click();
    await page.getByTestId('jdmz-entry').filter({ hasText: '守株待兔' }).click();
    const idiom = page.getByTestId('jdmz-idiom-page');
    await expect(idiom).toHaveAttribute('data-idiom', '守株待兔');
    await expect(idiom.getByTestId('jdmz-idiom-char').first()).toContainText('shǒu');
    await expect(idiom.getByTestId('jdmz-idiom-story')).toContainText('宋国有个农夫');
    await expect(idiom.getByTestId('jdmz-idiom-original')).toContainText('宋人有耕田者');
    await expect(idiom.getByTestId('jdmz-idiom-original')).toContainText('《韩非子·五蠹》');
    await expect(idiom.getByTestId('jdmz-idiom-origin')).toContainText('出自战国·韩非《韩非子·五蠹》');
    await expect(idiom.getByTestId('jdmz-idiom-meaning')).toContainText('比喻不想努力');
    await shot(page, isMobile, 'story');
    // A character of the idiom opens the dictionary, and so does one of the story.
    await idiom
      .getByTestId('jdmz-idiom-char')
      .and(page.getByRole('button', { name: /^查字典：.*兔$/ }))
      .click();
    const overlay = page.getByTestId('dictionary-overlay');
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '兔');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
    await idiom.getByTestId('jdmz-idiom-story').getByRole('button', { name: '查字典：农' }).first().click();
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '农');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);

    // 成语格式: ABAB has no idiom a pupil should know; its page says so kindly and offers the others.
    await page.goto(isMobile ? AREA.mobile : AREA.desktop);
    await page.getByTestId('jdmz-category').filter({ hasText: '成语格式' }).click();
    const abab = page.getByTestId('jdmz-category').filter({ hasText: 'ABAB式成语' });
    await expect(abab).toContainText('还没有常用的成语');
    await abab.click();
    const empty = page.getByTestId('jdmz-group-empty');
    await expect(empty).toContainText('小朋友常用的成语里，还没有ABAB式的。这样的成语很少见，先去看看别的格式吧！');
    await expect(empty.getByTestId('jdmz-category')).toHaveCount(3);
    await shot(page, isMobile, 'form-abab');
    await empty.getByTestId('jdmz-category').filter({ hasText: 'AABB式成语' }).click();
    await expect(page.getByTestId('jdmz-entry').first()).toBeVisible();

    // 成语接龙: a wrong answer is refused with a message, then three turns with hints.
    await page.goto(isMobile ? AREA.mobile : AREA.desktop);
    await page.getByTestId('jdmz-play-chain').click();
    await page.getByTestId('jdmz-chain-start-char').click();
    const links = page.getByTestId('jdmz-chain-link');
    await expect(links).toHaveCount(1);
    const input = page.getByTestId('jdmz-chain-input');
    await input.fill('好好学习');
    await page.getByTestId('jdmz-chain-submit').click();
    await expect(page.getByTestId('jdmz-chain-error')).toHaveText('“好好学习”不在成语词典里，再想想');
    await expect(links).toHaveCount(1);

    // Three turns, each with a hint: 墨墨 only answers with an idiom a known one follows, so a hint is
    // always there. When 墨墨 gives up first the pupil has won that round, and a new round goes on.
    const result = page.getByTestId('jdmz-chain-result');
    const newRound = async () => {
      await result.getByRole('button', { name: '再来一局' }).click();
      await page.getByTestId('jdmz-chain-start-char').click();
      // The new chain starts with 墨墨's opener; wait for it so the turn counts from it.
      await expect(links).toHaveCount(1);
    };
    for (let turn = 1; turn <= 3; turn++) {
      const before = await links.count();
      const first = (await page.getByTestId('jdmz-chain-next').textContent()) ?? '';
      await page.getByTestId('jdmz-chain-hint-button').click();
      await expect(page.getByTestId('jdmz-chain-hint')).toBeVisible();
      await expect(page.getByTestId('jdmz-chain-error')).toHaveCount(0);
      const answer = idiomOfHint(
        (await page.getByTestId('jdmz-chain-hint').locator('span').textContent()) ?? '',
        first,
      );
      await input.fill(answer);
      await input.press('Enter');
      await expect(links.filter({ hasText: answer }).or(result)).toBeVisible();
      if (await result.isVisible()) {
        await expect(result).toContainText('你赢啦');
        if (turn < 3) await newRound();
        continue;
      }
      // 墨墨 answered: the pupil's idiom and 墨墨's are on the chain.
      await expect(links).toHaveCount(before + 2);
      await expect(links.nth(before)).toHaveAttribute('data-by', 'pupil');
      await expect(links.nth(before + 1)).toHaveAttribute('data-by', 'computer');
    }
    if (!(await result.isVisible())) {
      await shot(page, isMobile, 'chain');
      await page.getByTestId('jdmz-chain-end').click();
    }
    await expect(result.getByTestId('jdmz-chain-points')).toHaveText(/^得了 [1-9]\d* 分$/);
    await expect(result.getByRole('img', { name: /颗星$/ })).toBeVisible();
    await shot(page, isMobile, 'chain-result');
  });
});
