import vCard from 'vcf';
import { describe, expect, it } from 'vitest';
import { mapLink } from './map-link';
import { escapeText, foldLine, splitName, toVCard } from './vcard';

const card = {
  name: '欧阳明',
  title: '合伙人',
  org: ['君合明德律师事务所', '北京总所'],
  mobile: '13800000001',
  phone: '010-65880000',
  email: 'ouyang@example.cn',
  address: '建国门外大街1号, 国贸大厦; A座',
  url: 'https://cards.example.cn/card/7',
  homepage: 'https://www.example.cn',
  photo: 'https://cards.example.cn/api/oss/files/a.png',
  areas: ['公司法务', '金融证券'],
};

const one = (c: ReturnType<typeof vCard.parse>[number], key: string) => {
  const p = c.get(key);
  return Array.isArray(p) ? p : p ? [p] : [];
};

describe('toVCard', () => {
  it('gives a vCard a parser reads back with every field', () => {
    const text = toVCard(card);
    const [c] = vCard.parse(text);
    expect(c.version).toBe('3.0');
    expect(one(c, 'fn')[0].valueOf()).toBe('欧阳明');
    expect(one(c, 'n')[0].valueOf()).toBe('欧阳;明;;;');
    expect(one(c, 'org')[0].valueOf()).toBe('君合明德律师事务所;北京总所');
    expect(one(c, 'title')[0].valueOf()).toBe('合伙人');
    const tels = one(c, 'tel');
    expect(tels.map((t) => [t.valueOf(), t.type])).toEqual([
      ['13800000001', ['cell', 'voice']],
      ['010-65880000', ['work', 'voice']],
    ]);
    expect(one(c, 'email')[0].valueOf()).toBe('ouyang@example.cn');
    // The parser leaves escapes as they are: the comma and semicolon arrive escaped.
    expect(one(c, 'adr')[0].valueOf()).toBe(';;建国门外大街1号\\, 国贸大厦\\; A座;;;;');
    expect(one(c, 'url').map((u) => u.valueOf())).toEqual([card.url, card.homepage]);
    expect(one(c, 'photo')[0].valueOf()).toBe(card.photo);
    expect(one(c, 'note')[0].valueOf()).toBe('专业领域：公司法务、金融证券');
  });

  it('leaves out what the card lacks', () => {
    const text = toVCard({ name: 'Li Lei', org: ['', '上海分所'] });
    expect(text).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Li Lei\r\nN:Lei;Li;;;\r\nORG:上海分所\r\nEND:VCARD\r\n',
    );
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
    const line = `NOTE:${'律'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    for (const l of folded) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
  });

  it('splits Chinese names after the surname, 复姓 included', () => {
    expect(splitName('张伟')).toEqual(['张', '伟']);
    expect(splitName('司马相如')).toEqual(['司马', '相如']);
    expect(splitName('John Smith')).toEqual(['Smith', 'John']);
  });
});

describe('mapLink', () => {
  it('links the address on the chosen service, encoded', () => {
    expect(mapLink('amap', '北京 国贸')).toBe(
      'https://uri.amap.com/search?keyword=%E5%8C%97%E4%BA%AC%20%E5%9B%BD%E8%B4%B8&src=lawcard&callnative=1',
    );
    expect(mapLink('baidu', 'a&b')).toContain('address=a%26b');
    expect(mapLink('tencent', 'x')).toMatch(
      /^https:\/\/apis\.map\.qq\.com\/uri\/v1\/search\?keyword=x/,
    );
  });
});
