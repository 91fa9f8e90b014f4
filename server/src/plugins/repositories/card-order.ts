// The card list's order (firmConf sortSet, docs/contract-settings.md) and the pinyin key behind
// 姓名拼音. Ties are broken by id, so paging through an order never repeats or skips a card.
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { lawyerCard } from '../../db/schema';
import type { SortWay } from '../../lib/settings/defaults';

/**
 * Toneless pinyin, syllables separated by spaces (李四 → "li si"), so a shorter syllable sorts
 * first (李 before 林). Surnames read as surnames (单 → shan, 曾 → zeng); letters stay, lowercased.
 */
export const pinyinKey = (name: string): string =>
  pinyin(name.trim(), { toneType: 'none', type: 'array', surname: 'head', nonZh: 'consecutive' })
    .join(' ')
    .toLowerCase()
    .slice(0, 200);

/** A number stored in the card's jsonb content, or NULL when absent or not a number. */
const contentNumber = (key: string) =>
  sql`case when jsonb_typeof(${lawyerCard.content} -> ${key}) = 'number' then (${lawyerCard.content} ->> ${key})::numeric end`;

export const orderOf = (way: SortWay): SQL[] => {
  switch (way) {
    case 'weight':
      // 排序权重 (card field `sort`), larger first; a card without one weighs 0.
      return [desc(sql`coalesce(${contentNumber('sort')}, 0)`), asc(lawyerCard.id)];
    case 'pinyin':
      // Byte order ("C"): the keys are lowercase ASCII, and locale collations would ignore the
      // spaces that separate syllables. A row the backfill has not reached yet sorts by its name.
      return [
        asc(sql`coalesce(${lawyerCard.namePinyin}, lower(${lawyerCard.name})) collate "C"`),
        asc(lawyerCard.id),
      ];
    case 'practiceYears':
      return [sql`${contentNumber('practiceYears')} desc nulls last`, asc(lawyerCard.id)];
    default:
      return [desc(lawyerCard.updateTime), desc(lawyerCard.id)];
  }
};
