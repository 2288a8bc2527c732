import { expect, loginAsPupil, test } from './helpers';

test('名人名篇: find 李白, read the biography, see 静夜思 among the works and open it', async ({ page }, info) => {
  await loginAsPupil(page);
  // The desktop route table has /wymp; the mobile one /wymp/{name}/{moduleId}.
  await page.goto(info.project.name === 'desktop' ? '/wymp' : `/wymp/${encodeURIComponent('名人名篇')}/2004`);
  await expect(page.getByTestId('wymp-poets')).toBeVisible();
  await page.getByTestId('wymp-search').fill('李白');
  await page
    .getByTestId('wymp-poets')
    .getByRole('link', { name: /李白\s*唐/ })
    .click();

  await expect(page).toHaveURL(/author=/);
  const info_ = page.getByTestId('wymp-poet-info');
  await expect(info_.getByRole('heading', { level: 2 })).toHaveText('李白');
  await expect(page.getByTestId('wymp-biography')).toContainText('字太白');
  const works = page.getByTestId('wymp-works');
  await expect(works.getByRole('link', { name: /静夜思/ }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('wymp-libai.png') });
  await works
    .getByRole('link', { name: /静夜思/ })
    .first()
    .click();
  await expect(page.getByTestId('poem-title')).toHaveText('静夜思');
  await expect(page.getByTestId('poem-byline')).toHaveText('唐 · 李白');
});
