import { expect, loginAsPupil, test } from './helpers';
import { answerOf, passParentCheck } from './parent-helpers';

// The parent check (issue 18) and the parents' weekly report (issue 17).

const SHOTS = '/tmp/shots-parent';
const PIN = '2580';

test.describe('parent check and weekly report', () => {
  // Two logins and a dozen steps each: on a busy shared machine more than the default minute.
  test.describe.configure({ timeout: 120_000 });

  test('a pupil opening 我要购买 meets the check; a grown-up answers it and the purchase page shows', async ({
    page,
  }, info) => {
    await loginAsPupil(page);
    await page.goto('/wygm');
    const check = page.getByTestId('parent-check');
    await expect(check).toContainText('请爸爸妈妈来帮个忙');
    await expect(check).toContainText('购买会员要由大人来操作');
    await expect(page.getByTestId('buy-page')).toHaveCount(0);
    const question = check.getByTestId('parent-question');
    await expect(question).toHaveText(/^[零一二三四五六七八九十百]+[加减乘][零一二三四五六七八九十百]+等于几？$/);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-check.png` });

    // Words are not an answer; a wrong number uses the question up and a new one comes.
    await check.getByTestId('parent-answer').fill('十九');
    await check.getByTestId('parent-submit').click();
    await expect(check.getByTestId('parent-check-error')).toHaveText('请用数字写出答案，比如 19');
    const first = (await question.textContent()) ?? '';
    await check.getByTestId('parent-answer').fill(String(answerOf(first) + 1));
    await check.getByTestId('parent-submit').click();
    await expect(check.getByTestId('parent-check-error')).toHaveText('答案不对，请换一道题再试');
    await expect(check.getByTestId('parent-answer')).toHaveValue('');

    await passParentCheck(page);
    await expect(page.getByTestId('buy-page')).toBeVisible();
    await expect(page.getByTestId('buy-button')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-buy.png` });
    // The pass holds for a while in this tab: the purchase records open without asking again.
    await page.goto('/gmjl');
    await expect(page.getByTestId('buy-record-page')).toBeVisible();
  });

  test('buying needs the pass on the server too: a pass it no longer takes brings the check back', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/wygm');
    await passParentCheck(page);
    await expect(page.getByTestId('buy-page')).toBeVisible();
    // The pass the tab keeps stops holding on the server (say it restarted): the tab still shows it.
    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('yw_parent_pass') ?? '{}');
      sessionStorage.setItem('yw_parent_pass', JSON.stringify({ ...stored, pass: '0'.repeat(32) }));
    });
    const refused = page.waitForResponse((r) => r.url().includes('/api/pay/unifiedOrder'));
    await page.getByTestId('buy-button').click();
    expect((await (await refused).json()).code).toBe(403);
    // No refusal on the page: the grown-up is asked again, and then the order goes through.
    await expect(page.getByTestId('parent-check')).toContainText('购买会员要由大人来操作');
    await expect(page.getByTestId('buy-page')).toHaveCount(0);
    await passParentCheck(page);
    await page.getByTestId('buy-button').click();
    await expect(page.getByTestId('sandbox-pay-dialog')).toContainText('沙箱支付，仅供开发测试');
  });

  test('a grown-up sets a PIN in the user centre and opens the weekly report with it', async ({ page }, info) => {
    await loginAsPupil(page);
    await page.goto('/wdzl');
    await page.getByTestId('go-parentPin').click();
    await passParentCheck(page);
    const form = page.getByTestId('parent-pin-form');
    await form.locator('input[name="parent-pin"]').fill('12a');
    await form.locator('input[name="parent-pin-again"]').fill('12a');
    await form.getByTestId('save-parent-pin').click();
    await expect(form.getByTestId('form-error')).toHaveText('家长密码是 4 到 6 位数字');
    await form.locator('input[name="parent-pin"]').fill(PIN);
    await form.locator('input[name="parent-pin-again"]').fill(PIN);
    await form.getByTestId('save-parent-pin').click();
    await expect(page.getByText('家长密码已保存')).toBeVisible();
    await expect(form).toContainText('已设置家长密码');
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-pin.png` });

    // Later, in a tab whose pass has run out, the report asks again; the PIN passes it.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/wdzl');
    await page.getByTestId('go-weeklyReport').click();
    const check = page.getByTestId('parent-check');
    await check.getByTestId('parent-mode-pin').click();
    await check.getByTestId('parent-answer').fill('0000');
    await check.getByTestId('parent-submit').click();
    await expect(check.getByTestId('parent-check-error')).toHaveText('家长密码不对，请再试一次');
    await check.getByTestId('parent-answer').fill(PIN);
    await check.getByTestId('parent-submit').click();
    await expect(check).toBeHidden();
    await expect(page.getByTestId('week-range')).toHaveText(/^\d+月\d+日 – \d+月\d+日$/);
    await expect(page.getByTestId('weekly-report').or(page.getByTestId('weekly-report-empty'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-report.png`, fullPage: true });
  });
});
