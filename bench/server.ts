// The bench's API server, run as its own process so the load generator does not share its event
// loop: the real app (buildApp) on PGlite in BENCH_DATA_DIR or on PostgreSQL at BENCH_DB_URL, the
// demo accounts, 10,000 extra cards inserted with SQL (the approved ones published, so the card
// event load spreads over them), the sign-in limits raised out of the way (buildApp's own options,
// as server/test/load does), loopback trusted as a proxy (so the event load can speak for many
// visitors' addresses through X-Forwarded-For and meet the real per-address and per-card limits),
// and GET /api/bench/hello as the reference a route costs with no work. Prints one JSON line
// {"url": …} when listening; SIGTERM closes it.
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app';
import { openPglite, openPostgres } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/seed/index';

export const BENCH_CARDS = 10_000;
const EVENT_CARDS = 200;
const UNLIMITED = 1_000_000_000;

const database = process.env.BENCH_DB_URL
  ? await openPostgres(process.env.BENCH_DB_URL)
  : await openPglite(process.env.BENCH_DATA_DIR);
await database.migrate();
await seedIfEmpty(database.db, { demo: true });
const { db } = database;

// Cards of firm 1 spread over its offices, four statuses and its practice areas; one lawyer each
// (a card is unique per lawyer). Mobiles 150xxxxxxxx do not collide with the demo seed's.
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const [{ n }] = await rows<{ n: number }>(
  sql`select count(*)::int as n from lawyer where mobile like '150%'`,
);
if (n < BENCH_CARDS) {
  const offices = (
    await rows<{ id: number }>(sql`select id from organization where firm_id = 1 order by id`)
  ).map((r) => r.id);
  const areas = (
    await rows<{ id: number }>(sql`select id from self_professional where firm_id = 1 order by id`)
  ).map((r) => r.id);
  const officeArr = sql.raw(`array[${offices.join(',')}]::int[]`);
  const areaArr = sql.raw(`array[${areas.length ? areas.join(',') : '0'}]::int[]`);
  await db.execute(sql`
    insert into lawyer (firm_id, organization_id, name, mobile, status)
    select 1, (${officeArr})[1 + i % ${offices.length}::int],
           (array['张','王','李','赵','陈','刘','杨','黄'])[1 + i % 8] || '律师' || i,
           '150' || lpad(i::text, 8, '0'), 1
    from generate_series(${n + 1}::int, ${BENCH_CARDS}::int) i`);
  await db.execute(sql`
    insert into lawyer_card (firm_id, lawyer_id, organization_id, name, name_pinyin, title, status, content)
    select l.firm_id, l.id, l.organization_id, l.name, 'lv shi ' || l.id, '律师', l.id % 4,
           jsonb_build_object('mobile', l.mobile, 'professions',
             jsonb_build_array((${areaArr})[1 + (l.id / 4) % ${Math.max(areas.length, 1)}::int]))
    from lawyer l
    where l.mobile like '150%'
      and not exists (select 1 from lawyer_card c where c.lawyer_id = l.id)`);
  // An approved card (status 2) has a published version, as the demo seed's have.
  await db.execute(sql`
    update lawyer_card c set published = c.content from lawyer l
    where l.id = c.lawyer_id and l.mobile like '150%' and c.status = 2 and c.published is null`);
  // After a bulk load the planner needs statistics to pick the list's indexes, and scans are
  // cheaper on pages marked all-visible: PostgreSQL's autovacuum sees to both within a minute or
  // so, PGlite's stand-in (db/pglite-autovacuum.ts) within five; the load starts now.
  await db.execute(sql`vacuum analyze`);
}

const app = await buildApp({
  db,
  demo: true,
  staticDir: process.env.BENCH_STATIC_DIR,
  loginRateLimit: UNLIMITED,
  abuseLimits: { perClient: UNLIMITED, perAccount: UNLIMITED },
  trustProxy: '127.0.0.1',
  // As server/src/server.ts: on PostgreSQL the rate-limit counters live in the database.
  sharedRateLimits: database.kind === 'postgres',
});
app.get('/api/bench/hello', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
  code: '200',
  data: 'hello',
  message: '',
}));
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
// The list's filters the load sends: firm 1's first office and practice area; the demo seed's
// first published card (Lighthouse's /card/{id}: a real card with photo and text, not a bench row).
const [filter] = await rows<{ officeId: number; professionId: number; cardId: number }>(
  sql`select (select min(id) from organization where firm_id = 1) as "officeId",
             (select min(id) from self_professional where firm_id = 1) as "professionId",
             (select min(c.id) from lawyer_card c join lawyer l on l.id = c.lawyer_id
               where c.firm_id = 1 and c.published is not null
                 and l.mobile not like '150%') as "cardId"`,
);
// The cards the event load spreads over: 200 published cards of firm 1, across its offices.
const eventCards = (
  await rows<{ id: number }>(
    sql`select id from lawyer_card where firm_id = 1 and published is not null
        order by id limit ${EVENT_CARDS}`,
  )
).map((r) => r.id);
console.log(
  JSON.stringify({ url: `http://127.0.0.1:${port}`, db: database.kind, ...filter, eventCards }),
);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
