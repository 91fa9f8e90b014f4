import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardPreview } from './card-preview';
import { professionList, joinFilled, filledRows } from './card-types';
import { QrCode, qrDataUrl } from './qr-code';

afterEach(cleanup);

const card = {
  name: '张三',
  title: '高级合伙人',
  organizationName: '上海分所',
  professionNames: ['刑事辩护', '公司法务'],
  mobile: '13800000001',
  email: 'zhang@firm.cn',
  practiceYears: 12,
  bio: '擅长<b>刑事</b>案件\n第二行',
  education: [{ school: '华东政法大学', major: '法学', degree: '硕士', period: '2005-2008' }],
  workHistory: [{ company: '', position: '', period: '' }],
  honors: [{ title: '十佳律师', year: 2020 }],
  cases: [],
};

describe('CardPreview', () => {
  it('shows the name, title and office', () => {
    render(<CardPreview card={card} />);
    const phone = screen.getByRole('figure', { name: '名片预览' });
    expect(within(phone).getByText('张三')).toBeTruthy();
    expect(within(phone).getByText('高级合伙人')).toBeTruthy();
    expect(within(phone).getByText('上海分所')).toBeTruthy();
    expect(within(phone).getByText('执业 12 年')).toBeTruthy();
  });

  it('shows the bio as text: markup appears literally, nothing is parsed', () => {
    const { container } = render(<CardPreview card={card} />);
    const bio = container.querySelector('.card-preview-bio')!;
    expect(bio.textContent).toBe('擅长<b>刑事</b>案件\n第二行');
    expect(bio.querySelector('b')).toBeNull();
  });

  it('shows areas, contacts and filled sections only', () => {
    render(<CardPreview card={card} />);
    expect(screen.getByText('刑事辩护')).toBeTruthy();
    expect(screen.getByText('13800000001')).toBeTruthy();
    expect(screen.queryByText('座机')).toBeNull();
    expect(screen.getByRole('region', { name: '教育经历' }).textContent).toContain(
      '法学 · 硕士 · 2005-2008',
    );
    expect(screen.getByRole('region', { name: '荣誉奖项' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '工作经历' })).toBeNull();
    expect(screen.queryByRole('region', { name: '代表案例' })).toBeNull();
    // Without conf.app the buttons are the 名片按钮 defaults.
    const buttons = within(screen.getByRole('list', { name: '名片按钮' })).getAllByRole('listitem');
    expect(buttons.map((b) => b.textContent)).toEqual([
      '拨打电话',
      '存入通讯录',
      '分享名片',
      '导航到律所',
    ]);
  });

  it('shows the avatar image, or the initial without one', () => {
    const { rerender } = render(<CardPreview card={{ ...card, avatar: '/api/oss/files/a.png' }} />);
    expect(screen.getByRole('img', { name: '张三的头像' }).getAttribute('src')).toBe(
      '/api/oss/files/a.png',
    );
    rerender(<CardPreview card={{ ...card, avatar: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('img', { name: '张三的头像' })).toBeNull();
    expect(screen.getByText('张')).toBeTruthy();
  });

  it('shows the QR code of the link', async () => {
    render(<CardPreview card={card} link="https://example.cn/card/12" />);
    const img = await screen.findByRole('img', { name: '名片二维码' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('renders an empty card', () => {
    render(<CardPreview card={{}} />);
    expect(screen.getByText('未填写姓名')).toBeTruthy();
  });
});

describe('QrCode', () => {
  it('is an img with a data: URL of the given size', async () => {
    render(<QrCode text="https://example.cn/card/1" size={96} />);
    const img = await screen.findByRole('img', { name: '二维码' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(img.getAttribute('width')).toBe('96');
  });

  it('encodes different text differently', async () => {
    expect(await qrDataUrl('a')).not.toBe(await qrDataUrl('b'));
    expect(decodeURIComponent((await qrDataUrl('a')).split(',')[1])).toContain('<svg');
  });
});

describe('card helpers', () => {
  it('splits practice-area names given as one string', () => {
    expect(professionList('刑事、民事,公司')).toEqual(['刑事', '民事', '公司']);
    expect(professionList(null)).toEqual([]);
  });

  it('joins filled parts and drops empty rows', () => {
    expect(joinFilled('法学', '', null, 2008)).toBe('法学 · 2008');
    expect(filledRows([{ a: '' }, { a: 'x' }, { a: null }])).toEqual([{ a: 'x' }]);
  });
});
