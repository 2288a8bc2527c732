import { expect, loginAs, personPage, test } from './helpers';

// Teacher activation codes (issue 17): an admin makes two codes on the management page, a new
// account signs up as everyone does, mistypes once, enters a code on 我的班级 and is a teacher at
// once — it makes a class; the admin sees who used the code and stops the other one.

test('an admin makes teacher codes, a new account spends one and runs 我的班级 as a teacher', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = `tc_${test.info().project.name.slice(0, 1)}${test.info().parallelIndex}${Date.now().toString(36)}`;

  // The admin makes two codes for a school.
  const admin = await personPage(browser);
  admin.on('dialog', (dialog) => dialog.accept());
  await loginAs(admin, { account: `e2e_admin_${test.info().parallelIndex}`, password: 'e2e-password-1' });
  await admin.goto('/bosi/manage?section=teacherCodes');
  const manager = admin.getByTestId('teacher-code-manager');
  const form = manager.getByTestId('teacher-code-form');
  await form.getByLabel('数量（个）').fill('2');
  await form.getByLabel('有效天数（留空为长期有效）').fill('30');
  await form.getByLabel('备注（如学校）').fill(`实验小学 ${account}`);
  await form.getByRole('button', { name: '生成老师激活码' }).click();
  const made = manager.getByRole('textbox', { name: '新生成的老师激活码' });
  await expect(made).toBeVisible();
  const codes = (await made.inputValue()).split('\n');
  expect(codes).toHaveLength(2);
  const [code = '', spare = ''] = codes;
  expect(code).toMatch(/^([2-9A-HJKMNP-Z]{4}-){3}[2-9A-HJKMNP-Z]{4}$/);
  const rowOf = (one: string) =>
    manager
      .getByTestId('teacher-code')
      .filter({ hasText: `…${one.slice(-4)}` })
      .filter({ hasText: account });
  await expect(rowOf(code).getByTestId('teacher-code-state')).toContainText('未使用');

  // A new account, as a teacher signs up, finds 我的班级 in 我的.
  const signedUp = await page.request.post('/api/passport/regi', {
    form: { account, password: 'teacher-pass-1', product: 44, nickname: '李老师' },
  });
  expect((await signedUp.json()).code).toBe(1);
  await loginAs(page, { account, password: 'teacher-pass-1' });
  await page.goto('/index/user');
  await page.getByRole('link', { name: '我的班级' }).click();
  const redeem = page.getByTestId('teacher-code-form');
  await expect(redeem).toContainText('我是老师');
  // A mistyped code is refused in words a teacher understands.
  await redeem.getByTestId('teacher-code').fill('ABCD-EFGH-JKMN-PQRS');
  await redeem.getByTestId('teacher-code-redeem').click();
  await expect(redeem.getByRole('alert')).toHaveText('老师激活码无效，请核对后重新输入');
  await redeem.getByTestId('teacher-code').fill(code.toLowerCase());
  await redeem.getByTestId('teacher-code-redeem').click();

  // At once a teacher: 我的班级 offers to make a class, with no reload and no new login.
  await expect(page.getByTestId('class-create-form')).toBeVisible();
  await expect(page.getByTestId('teacher-code-form')).toHaveCount(0);
  await page.getByTestId('class-name').fill('二年级一班');
  await page.getByTestId('class-grade').selectOption('2');
  await page.getByTestId('class-create').click();
  await expect(page.getByTestId('class-title')).toHaveText('二年级一班');
  await expect(page.getByTestId('class-code')).toHaveText(/^[A-Z2-9]{6}$/);

  // The admin sees who used it and stops the spare one.
  await admin.reload();
  await expect(rowOf(code).getByTestId('teacher-code-state')).toContainText(`${account}`);
  await expect(rowOf(code).getByTestId('teacher-code-state')).toContainText('已使用');
  await expect(rowOf(code).getByRole('button', { name: '停用' })).toHaveCount(0);
  await rowOf(spare).getByRole('button', { name: '停用' }).click();
  await expect(rowOf(spare).getByTestId('teacher-code-state')).toHaveText('已停用');
  await admin.context().close();
});
