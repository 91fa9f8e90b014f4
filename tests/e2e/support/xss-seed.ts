/**
 * Seeds the XSS corpus (tests/xss/corpus.ts) into every free-text and rich-text field of the
 * records a user sees, through the API: each field gets every payload that fits its length,
 * packed several to a value (packPayloads), one record per value where a record holds one.
 * `stored` counts which payloads each field holds, read back from what the server stored.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { ALL_PAYLOADS, packPayloads, payloadsIn, URL_PAYLOADS } from '../../xss/corpus';
import { unique, uniqueMobile } from './accounts';
import { api, FIRM_ID, TEST_PASSWORD } from './api';

/** Field → ids of the payloads stored in it. */
export type Stored = Map<string, Set<number>>;

export function note(stored: Stored, field: string, value: string | undefined): void {
  if (!value) return;
  const ids = stored.get(field) ?? new Set<number>();
  for (const p of payloadsIn(value)) ids.add(p.id);
  stored.set(field, ids);
}

const pack = (max: number) => packPayloads(max, ALL_PAYLOADS);
/** The i-th value of a packing, cycling, so every record gets one. */
const nth = (values: string[], i: number) => values[i % values.length];
const urls = URL_PAYLOADS.map((p) => p.text);

export interface Session {
  token: string;
  userinfo: Record<string, unknown>;
}

export async function adminSession(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Session> {
  const res = await request.post('/api/auth/firmAccessUserLogin', {
    form: { username, password, firmId: String(FIRM_ID) },
  });
  const env = (await res.json()) as { code: string; data: Session; message: string };
  expect(env.code, env.message).toBe('200');
  return env.data;
}

export async function lawyerSession(request: APIRequestContext, mobile: string): Promise<Session> {
  return api<Session>(request, null, 'POST', '/auth/lawyerLogin', {
    body: { mobile, password: TEST_PASSWORD },
  });
}

export interface Seeded {
  stored: Stored;
  officeId: number;
  /** The office's main admin, named with a payload: the header shows the name. */
  officeAdmin: Session;
  /** Lawyer whose card was rejected once per 驳回原因 value and who got every notice. */
  lawyer: Session;
  cardIds: number[];
  publishedCardId: number;
  contentIds: number[];
}

/** Offices (names, 负责人, address, intro, homepage) and the first one's admins. */
async function seedOffices(request: APIRequestContext, admin: string, stored: Stored) {
  // Names (unique per firm) need the most values; the other fields cycle through theirs.
  const [names, contacts, addresses, intros] = [pack(50), pack(20), pack(100), pack(500)];
  expect(names.length).toBeGreaterThanOrEqual(addresses.length);
  const ids = await Promise.all(
    names.map(async (name, i) => {
      const body = {
        name,
        contact: nth(contacts, i),
        address: nth(addresses, i),
        intro: nth(intros, i),
        homeUrl: nth(urls, i),
      };
      for (const [f, v] of Object.entries(body)) note(stored, `office.${f}`, v);
      const office = { ...body, status: 1 };
      return (
        await api<{ id: number }>(request, admin, 'POST', '/firmOrganization/add', {
          body: office,
        })
      ).id;
    }),
  );
  const officeId = ids[0];
  // One admin per name value; the first of a new office becomes its main admin, so it goes first.
  const addAdmin = async (name: string) => {
    const username = unique('xss');
    await api(request, admin, 'POST', '/firmAccessUser/add', {
      body: {
        organizationId: officeId,
        username,
        name,
        mobile: uniqueMobile(),
        password: TEST_PASSWORD,
        status: 1,
      },
    });
    note(stored, 'admin.name', name);
    return username;
  };
  const [first, ...others] = pack(20);
  const main = await addAdmin(first);
  const [officeAdmin] = await Promise.all([
    adminSession(request, main, TEST_PASSWORD),
    ...others.map(addAdmin),
  ]);
  return { officeId, officeAdmin };
}

/** Practice areas (level 1 only); returns their ids for the cards. */
async function seedProfessions(request: APIRequestContext, admin: string, stored: Stored) {
  return Promise.all(
    pack(20).map(async (name) => {
      note(stored, 'profession.name', name);
      return (
        await api<{ id: number }>(request, admin, 'POST', '/selfProfessional/add', {
          body: { name },
        })
      ).id;
    }),
  );
}

/** Rows of an array field: card `card`'s share of the packed values, one value per cell. */
function rows(
  card: number,
  maxItems: number,
  cells: Record<string, number>,
  stored: Stored,
  field: string,
): Array<Record<string, string>> {
  const packed = Object.fromEntries(Object.entries(cells).map(([k, max]) => [k, pack(max)]));
  const longest = Math.max(...Object.values(packed).map((v) => v.length));
  const out: Array<Record<string, string>> = [];
  for (let k = 0; k < maxItems; k += 1) {
    const index = card * maxItems + k;
    if (index >= longest) break;
    const row: Record<string, string> = {};
    for (const [cell, values] of Object.entries(packed)) {
      row[cell] = nth(values, index);
      note(stored, `card.${field}.${cell}`, row[cell]);
    }
    out.push(row);
  }
  return out;
}

/** Lawyers (names) and one card each, every free-text card field filled. */
async function seedCards(
  request: APIRequestContext,
  admin: string,
  officeId: number,
  professionIds: number[],
  stored: Stored,
) {
  const scalar = { name: pack(20), wechat: pack(40), address: pack(100), bio: pack(2000) };
  const count = Math.max(...Object.values(scalar).map((v) => v.length));
  const lawyers = Array.from({ length: count }, (_, i) => ({
    name: nth(scalar.name, i),
    mobile: uniqueMobile(),
    organizationId: officeId,
  }));
  const { ids: lawyerIds } = await api<{ ids: number[] }>(
    request,
    admin,
    'POST',
    '/lawyer/addList',
    {
      body: { lawyers, password: TEST_PASSWORD },
    },
  );
  for (const l of lawyers) note(stored, 'lawyer.name', l.name);
  const cardIds = await Promise.all(
    lawyerIds.map(async (lawyerId, i) => {
      const card = {
        name: nth(scalar.name, i),
        wechat: nth(scalar.wechat, i),
        address: nth(scalar.address, i),
        bio: nth(scalar.bio, i),
        homepage: nth(urls, i),
        // Shown as an image (list cell, preview, upload box): the server takes http(s) addresses.
        avatar: nth(urls, i),
      };
      for (const [f, v] of Object.entries(card)) note(stored, `card.${f}`, v);
      const body = {
        ...card,
        lawyerId,
        mobile: lawyers[i].mobile,
        title: '律师',
        organizationId: officeId,
        professions: professionIds,
        education: rows(
          i,
          10,
          { school: 50, major: 50, degree: 20, period: 30 },
          stored,
          'education',
        ),
        workHistory: rows(i, 20, { company: 60, position: 30, period: 30 }, stored, 'workHistory'),
        // 年份 holds 10 characters: no payload fits, so it stays empty.
        honors: rows(i, 20, { title: 80 }, stored, 'honors'),
        cases: rows(i, 20, { title: 80, summary: 300 }, stored, 'cases'),
      };
      return (
        await api<{ id: number }>(request, admin, 'POST', '/lawyer/card/createCard', {
          query: { firmId: FIRM_ID },
          body,
        })
      ).id;
    }),
  );
  return { cardIds, mobiles: lawyers.map((l) => l.mobile) };
}

/** Articles by the office's admin: titles, summaries and the rich-text body. */
async function seedContent(request: APIRequestContext, token: string, stored: Stored) {
  const [titles, summaries] = [pack(100), pack(300)];
  // The body holds the whole corpus at once, inside prose, where mutation XSS has context.
  const body = `<p>正文</p>${ALL_PAYLOADS.map((p) => `<p>${p.text}</p>${p.text}`).join('')}`;
  // The body counts with the payloads sent, not stored: the sanitiser removes what it must.
  note(stored, 'content.body', body);
  return Promise.all(
    titles.map(async (title, i) => {
      note(stored, 'content.title', title);
      note(stored, 'content.summary', nth(summaries, i));
      return (
        await api<{ id: number }>(request, token, 'POST', '/firmContent', {
          body: { title, summary: nth(summaries, i), body, sort: 0 },
        })
      ).id;
    }),
  );
}

/** Everything, in the order records depend on each other. */
export async function seedCorpus(request: APIRequestContext, admin: string): Promise<Seeded> {
  const stored: Stored = new Map();
  // Independent records go up side by side; the server serialises what it must.
  const [{ officeId, officeAdmin }, professionIds] = await Promise.all([
    seedOffices(request, admin, stored),
    seedProfessions(request, admin, stored),
  ]);
  const [{ cardIds, mobiles }, contentIds] = await Promise.all([
    seedCards(request, admin, officeId, professionIds, stored),
    seedContent(request, officeAdmin.token, stored),
  ]);

  // Card 0 is published (the public page shows it); card 1 is rejected once per 驳回原因 value,
  // and its lawyer gets every notice, so messages, dashboard and logs carry the payloads.
  const publish = async () => {
    const owner = await lawyerSession(request, mobiles[0]);
    await api(request, owner.token, 'PUT', '/lawyer/card/submitAudit', {
      body: { id: cardIds[0] },
    });
    await api(request, admin, 'PUT', '/lawyer/card/adminAuditCard', {
      body: { id: cardIds[0], result: 'approve' },
    });
  };
  const lawyer = await lawyerSession(request, mobiles[1]);
  const reject = async () => {
    for (const reason of pack(200)) {
      await api(request, lawyer.token, 'PUT', '/lawyer/card/submitAudit', {
        body: { id: cardIds[1] },
      });
      await api(request, admin, 'PUT', '/lawyer/card/adminAuditCard', {
        body: { id: cardIds[1], result: 'reject', reason },
      });
      note(stored, 'card.rejectReason', reason);
    }
  };
  const [titles, contents] = [pack(50), pack(1000)];
  const notices = titles.map(async (title, i) => {
    note(stored, 'notice.title', title);
    note(stored, 'notice.content', nth(contents, i));
    await api(request, officeAdmin.token, 'POST', '/message/notice', {
      body: { lawyerIds: [lawyer.userinfo.id], title, content: nth(contents, i) },
    });
  });
  await Promise.all([publish(), reject(), ...notices]);
  return {
    stored,
    officeId,
    officeAdmin,
    lawyer,
    cardIds,
    publishedCardId: cardIds[0],
    contentIds,
  };
}
