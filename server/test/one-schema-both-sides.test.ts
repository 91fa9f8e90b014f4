// One form file, both sides (docs/schemas.md), the server's half: a field added to the card form
// file is validated by the server with no code change. The server starts on a copy of schemas/
// with the field added to forms/card.json (no server code is touched), and the real app on PGlite
// answers a bad value with the same Chinese words the console shows
// (tests/contracts/one-schema-both-sides.test.ts checks the console).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSchema } from '../../src/engine/schema/types';
import { lawyer, lawyerCard } from '../src/db/schema';
import {
  badValue,
  expected,
  goodValue,
  literal,
  NEW_FIELD,
  withNewField,
} from '../../tests/contracts/fixtures/card-with-code';
import { copySchemas } from './helpers/schemas-copy';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let calls = 0;

// The server reads its forms from the schemas directory at start: a copy with the field added.
const copy = copySchemas();

beforeAll(async () => {
  copy.edit('forms/card.json', (form: FormSchema) => {
    Object.assign(form, withNewField(form));
  });
  t = await createTestApp({ schemasDir: copy.dir });
  admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
});
afterAll(async () => {
  await t.close();
  copy.remove();
});

const cards = async () => (await t.database.db.select({ n: count() }).from(lawyerCard))[0].n;

/** A lawyer of the demo seed without a card (马超, 北京). */
const lawyerWithoutCard = async (): Promise<number> =>
  (
    await t.database.db
      .select({ id: lawyer.id })
      .from(lawyer)
      .where(and(eq(lawyer.firmId, 1), eq(lawyer.mobile, '13800000011')))
  )[0].id;

const create = async (extra: Record<string, unknown>, lawyerId: number) => {
  calls += 1;
  return t.request({
    method: 'POST',
    url: '/api/lawyer/card/createCard?firmId=1',
    token: admin,
    payload: {
      firmId: 1,
      lawyerId,
      name: '马超',
      title: '律师',
      mobile: '13900009999',
      organizationId: office.bj,
      ...extra,
    },
  });
};

describe('a field added to card.json is enforced by the server', () => {
  it('refuses a bad, an empty and a missing value with the console’s words, writing nothing', async () => {
    expect(expected).toEqual(literal);
    const lawyerId = await lawyerWithoutCard();
    const before = await cards();
    const refused = [
      [{ [NEW_FIELD]: badValue }, expected.pattern],
      [{ [NEW_FIELD]: '' }, expected.required],
      [{}, expected.required],
    ] as const;
    for (const [extra, message] of refused) {
      const res = await create(extra, lawyerId);
      expect(res.body, JSON.stringify(extra)).toMatchObject({ code: '400', message });
    }
    expect(await cards()).toBe(before);

    const ok = await create({ [NEW_FIELD]: goodValue }, lawyerId);
    expect(ok.body.code, ok.body.message).toBe('200');
    expect(await cards()).toBe(before + 1);
    const id = (ok.body.data as { id: number }).id;
    // Passing validation is what this file is about: the card route keeps only the fields its
    // handler knows (normalise), so storing a new field is a code change, as it should be.
    const [row] = await t.database.db.select().from(lawyerCard).where(eq(lawyerCard.id, id));

    // The update route is derived from the same copy.
    calls += 1;
    const upd = await t.send('PUT', '/api/lawyer/card/update', admin, {
      firmId: 1,
      id,
      version: row.version,
      name: '马超',
      title: '律师',
      mobile: '13900009999',
      organizationId: office.bj,
      [NEW_FIELD]: badValue,
    });
    expect(upd).toMatchObject({ code: '400', message: expected.pattern });
    console.log(
      `one schema, server side: ${calls} card calls, field "${NEW_FIELD}" refused with "${expected.pattern}" / "${expected.required}"`,
    );
  });
});
