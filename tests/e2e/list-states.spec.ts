/**
 * States that tell the truth: a list whose load failed says 加载失败 with 重试 in place of its
 * rows (not its empty text, nor a total); 重试 then shows the rows. A list the server refuses says
 * 无权访问.
 */
import { expect, test } from './support/test';
import { storageStateOf } from './support/accounts';
import { waitForTable } from './support/screens';
import { tableRow } from './support/ui';

test.use({ storageState: storageStateOf('admin') });

test('a failed list load shows 加载失败 and 重试 brings the rows', async ({ page }) => {
  let failures = 1;
  await page.route('**/api/lawyer/pageList**', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' });
      return;
    }
    await route.continue();
  });
  await page.goto('/app/lawyer');
  const table = page.getByRole('table', { name: '人员列表' });
  const alert = table.getByRole('alert');
  await expect(alert).toContainText('加载失败');
  await expect(table).not.toContainText('暂无人员');
  await expect(page.locator('.ant-pagination')).toHaveCount(0);

  await alert.getByRole('button', { name: '重试' }).click();
  await waitForTable(page);
  await expect(alert).toHaveCount(0);
  // Other specs add lawyers in front of the seeded ones: any row will do.
  await expect(tableRow(page, /1[3-9]\d/).first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
});

test('a refused list says 无权访问, not its empty text', async ({ page }) => {
  await page.route('**/api/lawyer/pageList**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: '403', data: null, message: '无权访问该机构' }),
    }),
  );
  await page.goto('/app/lawyer');
  const table = page.getByRole('table', { name: '人员列表' });
  await expect(table.getByRole('alert')).toContainText('无权访问');
  await expect(table.getByRole('alert')).toContainText('无权访问该机构');
  await expect(table).not.toContainText('暂无人员');
  await expect(table.getByRole('button', { name: '重试' })).toHaveCount(0);
});
