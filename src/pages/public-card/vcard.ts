/**
 * The card as a vCard 3.0 file (存入通讯录): what iOS, Android and WeChat's browser import. Text
 * values are escaped as RFC 6350 §3.4 says (backslash, comma, semicolon, newline) and lines are
 * folded at 75 octets without splitting a UTF-8 character (§3.2). Pure, so it is tested alone.
 */
export interface VCardInput {
  name: string;
  title?: string | null;
  /** The firm, then the office (ORG's units). */
  org: string[];
  mobile?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  /** The card's own page; the lawyer's homepage goes in a second URL. */
  url?: string | null;
  homepage?: string | null;
  /** An absolute http(s) address of the photo. */
  photo?: string | null;
  areas?: string[];
}

/** Escapes a text value (RFC 6350 §3.4). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space. */
export const foldLine = (line: string): string => {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets, the others 74 plus their leading space.
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
};

// Two-character surnames (复姓) common enough to matter; everything else is a one-character
// surname, which is how Chinese contact apps split a name they are given whole.
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '令狐',
  '夏侯',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '轩辕',
  '澹台',
];

/** [family, given] of a name: Chinese names split after the surname, others at the last space. */
export const splitName = (name: string): [string, string] => {
  const n = name.trim();
  if (/^[\u4e00-\u9fff]{2,}$/.test(n)) {
    const surname = COMPOUND_SURNAMES.find((s) => n.startsWith(s) && n.length > 2) ?? n[0];
    return [surname, n.slice(surname.length)];
  }
  const at = n.lastIndexOf(' ');
  return at > 0 ? [n.slice(at + 1), n.slice(0, at)] : [n, ''];
};

const filled = (v: string | null | undefined): v is string => Boolean(v && v.trim());

/** The .vcf text, CRLF line ends. */
export const toVCard = (c: VCardInput): string => {
  const [family, given] = splitName(c.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeText(c.name.trim())}`,
    `N:${escapeText(family)};${escapeText(given)};;;`,
  ];
  const org = c.org.filter(filled);
  if (org.length) lines.push(`ORG:${org.map(escapeText).join(';')}`);
  if (filled(c.title)) lines.push(`TITLE:${escapeText(c.title)}`);
  if (filled(c.mobile)) lines.push(`TEL;TYPE=CELL,VOICE:${escapeText(c.mobile)}`);
  if (filled(c.phone)) lines.push(`TEL;TYPE=WORK,VOICE:${escapeText(c.phone)}`);
  if (filled(c.email)) lines.push(`EMAIL;TYPE=INTERNET,WORK:${escapeText(c.email)}`);
  if (filled(c.address)) lines.push(`ADR;TYPE=WORK:;;${escapeText(c.address)};;;;`);
  // URLs are URI values: not escaped as text.
  if (filled(c.url)) lines.push(`URL:${c.url}`);
  if (filled(c.homepage) && c.homepage !== c.url) lines.push(`URL;TYPE=WORK:${c.homepage}`);
  if (filled(c.photo)) lines.push(`PHOTO;VALUE=URI:${c.photo}`);
  const areas = (c.areas ?? []).filter(filled);
  if (areas.length) lines.push(`NOTE:${escapeText(`专业领域：${areas.join('、')}`)}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
};
