/**
 * 功能设置 › 数据保留: how many days card events are kept (docs/security.md, 名片数据). The number
 * saves and reads back after a reload; one outside 30–3650 is refused on the page with a message.
 * The purge only drops events older than the setting, so the other specs' events (today's) stay.
 */
import { storageStateOf } from './support/accounts';
import { expect, test } from './support/test';
import { expectToast, field, formItem } from './support/ui';

test.use({ storageState: storageStateOf('admin') });

const LABEL = '名片数据保留天数';

test('数据保留 saves and reads back; a number outside 30–3650 is refused', async ({ page }) => {
  await page.goto('/app/setting/card-stats');
  const days = field(page, LABEL);
  await expect(days).toHaveValue('400');

  await days.fill('20');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(formItem(page, LABEL)).toContainText(`${LABEL}不能小于30`);
  await days.fill('4000');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(formItem(page, LABEL)).toContainText(`${LABEL}不能大于3650`);

  await days.fill('120');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expectToast(page, '保存成功');
  await page.reload();
  await expect(field(page, LABEL)).toHaveValue('120');

  // Back to the default, for any spec that reads the settings later.
  await field(page, LABEL).fill('400');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expectToast(page, '保存成功');
});
