import { expect, test } from './support/test';
import { storageStateOf } from './support/accounts';

const BANNER = '检测到您使用的不是 Chrome 浏览器，控制台可能无法正常运行，建议下载 Chrome 浏览器。';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.use({ storageState: storageStateOf('admin') });

test.describe('Windows Firefox', () => {
  test.use({ userAgent: WINDOWS_FIREFOX });

  test('shows the banner; closing it is remembered across reloads', async ({ page }) => {
    await page.goto('/app/office');
    const banner = page.getByRole('alert').filter({ hasText: BANNER });
    await expect(banner).toBeVisible();
    await banner.getByRole('button').first().click();
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('北京总所')).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });
});

test.describe('Windows Chrome', () => {
  test.use({ userAgent: WINDOWS_CHROME });

  test('shows no banner', async ({ page }) => {
    await page.goto('/app/office');
    await expect(page.getByText('北京总所')).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });
});
