// Data every installation needs, demo or not: the standard practice areas (firmId null).
import type { Db } from '../db/client';
import { professionalArea } from '../db/schema';

export const standardAreas = [
  '刑事辩护',
  '婚姻家事',
  '公司法务',
  '知识产权',
  '劳动争议',
  '合同纠纷',
  '房产建筑',
  '金融证券',
  '行政诉讼',
  '涉外法律',
];

export const seedStandardAreas = async (db: Db) => {
  await db
    .insert(professionalArea)
    .values(standardAreas.map((name, i) => ({ firmId: null, name, sort: i + 1 })));
};
