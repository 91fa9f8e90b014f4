// @vitest-environment jsdom
// The preview reads conf.app through the real AppConfProvider, which loads it from the stub server
// (jsdom keeps Node's fetch; see remote-select.test.tsx).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupStubApi } from '../../../api/stub-server';
import { AppConfProvider } from '../../state/app-conf';
import { CardPreview } from './card-preview';

const api = setupStubApi();
afterEach(cleanup);

const card = {
  name: '张三',
  mobile: '13800000001',
  email: 'zhang@firm.cn',
  wechat: 'zhangsan',
  licenseNo: '13101201010000001',
  practiceYears: 12,
  professionNames: ['刑事辩护'],
  bio: '擅长刑事案件',
  honors: [{ title: '十佳律师', year: 2020 }],
};

const showWith = async (conf: Record<string, unknown>) => {
  api.ok('GET /api/firm/appconf', conf);
  render(
    <AppConfProvider>
      <CardPreview card={card} />
    </AppConfProvider>,
  );
  return screen.findByRole('figure', { name: '名片预览' });
};

const buttonTexts = () =>
  within(screen.getByRole('list', { name: '名片按钮' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CardPreview with the firm’s card settings', () => {
  it('shows exactly the buttons of 名片按钮, in order', async () => {
    await showWith({ cardMenu: { buttons: ['share', 'wechat', 'homepage'] } });
    expect(buttonTexts()).toEqual(['分享名片', '添加微信', '访问主页']);
    expect(screen.queryByText('拨打电话')).toBeNull();
  });

  it('shows no button row when every button is off', async () => {
    await showWith({ cardMenu: { buttons: [] } });
    expect(screen.queryByRole('list', { name: '名片按钮' })).toBeNull();
  });

  it('hides the fields 名片页 turns off, even when the card has them', async () => {
    await showWith({ card: { fields: ['mobile', 'honors'] } });
    expect(screen.getByText('13800000001')).toBeTruthy();
    expect(screen.getByRole('region', { name: '荣誉奖项' })).toBeTruthy();
    for (const hidden of ['zhang@firm.cn', 'zhangsan', '刑事辩护', '擅长刑事案件']) {
      expect(screen.queryByText(hidden)).toBeNull();
    }
    expect(screen.queryByText(/执业 12 年/)).toBeNull();
    expect(screen.queryByText(/执业证号/)).toBeNull();
  });

  it('paints with the theme colour and template', async () => {
    const phone = await showWith({ card: { themeColor: '#8b1e1e', template: 'simple' } });
    expect(phone.style.getPropertyValue('--card-theme')).toBe('#8b1e1e');
    expect(phone.className).toContain('card-preview-simple');
  });
});
