// The card round trip (lists/card.json `import`): 导出 → edit in Excel → 导入修改. Rows are matched
// by 名片ID and update those cards under the form's rules (card/index.ts, PUT /lawyer/card/update):
// the form's validation, an office and practice areas of the firm within the caller's scope, and
// an approved card stays public while the change becomes a revision to be approved. Columns the
// sheet lacks keep their stored values, a mobile left masked as the export wrote it keeps the
// stored number, and a row that changes nothing is not written (no revision for nothing). Cards
// outside the caller's office or firm are row errors; every change commits in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/biz-error';
import { ok } from '../../lib/envelope';
import { savedBy } from '../../lib/saved-by';
import { seesAllOffices } from '../../lib/scope';
import { lawyer, lawyerCard } from '../../db/schema';
import { userOf, type AuthUser } from '../../plugins/auth';
import { CARD_APPROVED, CARD_DRAFT } from '../../plugins/repositories/lawyer-cards';
import { actorOf, maskMobile } from '../lawyer/actor';
import { exportLimits } from '../lawyer/export';
import { cardModelOf, cardTarget, type CardFields } from '../card/dto';
import { firmImportPlan, importPlan, readImport, type ImportPlan } from './read';
import { IMPORT_BODY_LIMIT } from './sheet';
import { importResponse, previewResponse, problemsOf, uploadBody, type UploadBody } from './wire';

const admins = { roles: ['admin' as const] };
const ID = /^\d{1,9}$/;

type Stored = typeof lawyerCard.$inferSelect & { lawyerMobile: string | null };

/** A row that passed every check: the card it names and its fields after the edit. */
interface Change {
  row: number;
  card: Stored;
  fields: CardFields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export default async function cardImportRoutes(app: FastifyInstance) {
  const deployed: ImportPlan | undefined = importPlan(app.schemas, 'card');
  const deployedKey = deployed?.def.key;
  if (!deployed || !deployedKey) return;

  /** The rows as changes to cards, with every row's problems; nothing is written. */
  const changesOf = async (u: AuthUser, body: UploadBody) => {
    const model = cardModelOf(app, u.firmId);
    const plan = firmImportPlan(app, u.firmId, 'card', deployed);
    const key = plan.def.key ?? deployedKey;
    const mobileTitle = plan.columns.find((c) => c.field === 'mobile')?.title;
    const { rows, headers } = await readImport(app, u, plan, body);
    const ids = new Map<number, number>();
    // A row naming no card has that one problem: its other cells belong to nothing yet.
    const wanted = rows.flatMap((r) => {
      const text = r.cells.get(key.title) ?? '';
      const id = ID.test(text) ? Number(text) : 0;
      if (!id) {
        r.errors = [{ row: r.row, column: key.title, message: `${key.title}不正确` }];
        return [];
      }
      const first = ids.get(id);
      if (first !== undefined) {
        r.errors = [
          { row: r.row, column: key.title, message: `文件内重复（与第 ${first} 行相同）` },
        ];
        return [];
      }
      ids.set(id, r.row);
      return [id];
    });
    const stored = new Map<number, Stored>();
    for (let i = 0; i < wanted.length; i += 1000) {
      const found = await app.db
        .select({ card: lawyerCard, lawyerMobile: lawyer.mobile })
        .from(lawyerCard)
        .leftJoin(lawyer, eq(lawyer.id, lawyerCard.lawyerId))
        .where(
          and(eq(lawyerCard.firmId, u.firmId), inArray(lawyerCard.id, wanted.slice(i, i + 1000))),
        );
      for (const f of found) stored.set(f.card.id, { ...f.card, lawyerMobile: f.lawyerMobile });
    }
    const changes: Change[] = [];
    let unchanged = 0;
    for (const r of rows) {
      const text = r.cells.get(key.title) ?? '';
      const card = ID.test(text) ? stored.get(Number(text)) : undefined;
      if (r.errors.some((e) => e.column === key.title)) continue;
      // A card the caller cannot change: that is the row's one problem.
      if (!card) {
        r.errors = [{ row: r.row, column: key.title, message: '名片不存在或已被删除' }];
        continue;
      }
      if (!seesAllOffices(u) && card.organizationId !== u.organizationId) {
        r.errors = [{ row: r.row, column: key.title, message: '不属于您所在机构的名片，不能修改' }];
        continue;
      }
      const before = model.fieldsOf(card);
      const values = { ...r.values };
      // The export masks mobiles by default: a masked number left as it was keeps the stored one.
      const shown = before.mobile ?? card.lawyerMobile ?? '';
      if (
        mobileTitle &&
        headers.has(mobileTitle) &&
        r.cells.get(mobileTitle) === maskMobile(shown)
      ) {
        delete values.mobile;
        r.errors = r.errors.filter((e) => e.column !== mobileTitle);
      }
      if (r.errors.length) continue;
      const fields = model.normalise({ ...before, ...values });
      if (same(fields, model.normalise(before))) unchanged += 1;
      else changes.push({ row: r.row, card, fields });
    }
    return { rows, changes, unchanged, key };
  };

  app.post<{ Body: UploadBody }>(
    '/lawyer/card/importPreview',
    {
      config: { access: admins },
      bodyLimit: IMPORT_BODY_LIMIT,
      preHandler: exportLimits(app),
      schema: { body: uploadBody(), response: previewResponse },
    },
    async (request) => {
      const { rows, changes, unchanged } = await changesOf(userOf(request), request.body);
      const problems = problemsOf(rows);
      const bad = problems.invalidRows ? `，${problems.invalidRows} 行有问题` : '';
      return ok(
        { total: rows.length, valid: changes.length, unchanged, ...problems },
        `共 ${rows.length} 行：${changes.length} 张名片将更新，${unchanged} 张未修改${bad}`,
      );
    },
  );

  app.post<{ Body: UploadBody }>(
    '/lawyer/card/import',
    {
      config: { access: admins },
      bodyLimit: IMPORT_BODY_LIMIT,
      preHandler: exportLimits(app),
      schema: { body: uploadBody(), response: importResponse },
    },
    async (request) => {
      const u = userOf(request);
      const { rows, changes, unchanged, key } = await changesOf(u, request.body);
      if (!changes.length && !unchanged) {
        throw badRequest('没有可导入的行，请按预览中的问题修改表格后重新上传');
      }
      const actor = actorOf(request);
      const by = savedBy(request);
      let revisions = 0;
      const model = cardModelOf(app, u.firmId);
      const updated = await app.unitOfWork(async (w) => {
        let n = 0;
        for (const { row, card, fields } of changes) {
          // As the form: an approved card stays public and the edit becomes a revision.
          const revision = card.status === CARD_APPROVED;
          const outcome = await w.cards.update(u.firmId, card.id, card.version, {
            ...model.toColumns(fields, card.content),
            ...(revision ? { status: CARD_DRAFT, rejectReason: null } : {}),
            ...by,
          });
          if (outcome !== 'ok') {
            const message = '名片刚被他人修改，请重新导出后再改';
            rows.find((r) => r.row === row)?.errors.push({ row, column: key.title, message });
            continue;
          }
          if (revision) revisions += 1;
          const detail = revision
            ? 'Excel 导入；已通过的名片生成修订版本，待审核通过后发布'
            : 'Excel 导入';
          await w.events.log(
            actor,
            'update',
            '修改名片',
            cardTarget({ ...fields, lawyerId: card.lawyerId }),
            detail,
          );
          n += 1;
        }
        return n;
      });
      const problems = problemsOf(rows);
      const parts = [
        `已更新 ${updated} 张名片`,
        revisions ? `其中 ${revisions} 张已通过的名片生成修订版本，提交审核通过后发布` : '',
        unchanged ? `${unchanged} 张未修改` : '',
        problems.invalidRows ? `${problems.invalidRows} 行有问题未导入` : '',
      ];
      return ok(
        { total: rows.length, imported: updated, unchanged, ...problems, passwords: null },
        parts.filter(Boolean).join('，'),
      );
    },
  );
}
