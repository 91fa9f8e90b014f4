// The console's preview and the public card page draw a card's long parts from one module: what
// a lawyer sees in the preview is what a client sees on the card, section for section.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardView } from './card-view';
import { CardPreview } from '../../engine/components/card-preview/card-preview';
import { cardParts } from '../../engine/components/card-preview/card-sections';

afterEach(cleanup);

const card = {
  name: '李四',
  practiceYears: 8,
  licenseNo: '13101200810000001',
  bio: '专注<i>并购</i>',
  video: 'javascript:alert(1)',
  education: [{ school: '北京大学', major: '法学', degree: '学士', period: '2000-2004' }],
  workHistory: [{ company: '君合明德', position: '合伙人', period: '2010-' }],
  honors: [{ title: '年度律师', year: '' }, { title: '' }],
  cases: [{ title: '某并购案', summary: '代理收购方' }],
};

/** Each section's title and text, in order. */
const sectionsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('section')].map((s) => [
    s.getAttribute('aria-label'),
    s.textContent,
  ]);

describe('cardParts', () => {
  it('leaves out hidden fields, empty rows and unsafe links', () => {
    const parts = cardParts(card, (f) => f !== 'licenseNo' && f !== 'cases');
    expect(parts.meta).toBe('执业 8 年');
    expect(parts.video).toBeNull();
    expect(parts.honors).toEqual([{ title: '年度律师', year: '' }]);
    expect(parts.cases).toEqual([]);
  });
});

describe('the preview and the public card', () => {
  it('show the same sections with the same text', () => {
    const preview = render(<CardPreview card={card} />).container;
    const expected = [
      ['个人简介', '个人简介专注<i>并购</i>'],
      ['教育经历', '教育经历北京大学法学 · 学士 · 2000-2004'],
      ['工作经历', '工作经历君合明德合伙人 · 2010-'],
      ['荣誉奖项', '荣誉奖项年度律师'],
      ['代表案例', '代表案例某并购案代理收购方'],
    ];
    expect(sectionsShown(preview)).toEqual(expected);
    cleanup();
    const page = render(
      <CardView
        card={card}
        firmName="君合明德"
        shows={() => true}
        actions={null}
        onCall={() => undefined}
        onCopyWechat={() => undefined}
      />,
    ).container;
    expect(sectionsShown(page)).toEqual(expected);
    // The public page's name is its h1, so the sections are h2 there.
    expect(screen.getByRole('heading', { level: 2, name: '代表案例' })).toBeTruthy();
  });
});
