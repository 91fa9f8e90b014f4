// 人员管理 → 导入 (lists/lawyer.json `import`): the template, the preview and the import of new
// lawyer accounts from an .xlsx. Rows follow 创建账号's rules (lawyer/index.ts addList): the form's
// validation, a mobile used once in the firm, an office in the caller's scope, status 正常, a
// 新增律师 log row each, all valid rows in one transaction. Initial passwords: one for all from the
// dialog, or one generated per lawyer and answered once as an .xlsx the server does not keep.
import type { FastifyInstance } from 'fastify';
import { toJsonSchema } from '../../../../src/engine/schema/to-json-schema';
import { badRequest } from '../../lib/biz-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { input, ok } from '../../lib/envelope';
import { savedBy } from '../../lib/saved-by';
import { userOf, type AuthUser } from '../../plugins/auth';
import { LAWYER_ACTIVE } from '../../plugins/repositories/lawyers';
import { builtInResource, logTextOf } from '../../resources/built-in';
import { actorOf } from '../lawyer/actor';
import { lawyerModelOf, type LawyerValues } from '../lawyer/dto';
import { exportLimits } from '../lawyer/export';
import { XLSX_TYPE, xlsxResponse, ymd } from '../lawyer/xlsx';
import { choicesFor } from './choices';
import { generatePassword, passwordsBook } from './passwords';
import { firmImportPlan, importPlan, readImport, type ImportPlan } from './read';
import type { ReadRow } from './rows';
import { IMPORT_BODY_LIMIT } from './sheet';
import { exampleRow, templateBook } from './template';
import { importResponse, previewResponse, problemsOf, uploadBody, type UploadBody } from './wire';

const admins = { roles: ['admin' as const] };

export interface LawyerImportOptions {
  /** The 创建账号 hook (lawyer/hooks.ts): one argon2 hash per account. */
  hashPassword: (accounts: LawyerValues[], password: string) => Promise<string[]>;
}

/** Mobiles repeated in the file or already in the firm: row errors at the mobile column. */
const uniqueMobiles = async (
  app: FastifyInstance,
  u: AuthUser,
  plan: ImportPlan,
  rows: ReadRow[],
) => {
  const column = plan.columns.find((c) => c.field === 'mobile');
  if (!column) return;
  const first = new Map<string, number>();
  for (const r of rows) {
    const m = r.values.mobile;
    if (typeof m !== 'string' || !m) continue;
    const seen = first.get(m);
    if (seen === undefined) first.set(m, r.row);
    else
      r.errors.push({
        row: r.row,
        column: column.title,
        message: `文件内重复（与第 ${seen} 行相同）`,
      });
  }
  const taken = new Set(await app.lawyers.takenMobiles(u.firmId, [...first.keys()]));
  for (const r of rows) {
    if (taken.has(r.values.mobile as string) && first.get(r.values.mobile as string) === r.row) {
      r.errors.push({
        row: r.row,
        column: column.title,
        message: `手机号 ${String(r.values.mobile)} 已存在`,
      });
    }
  }
};

export default async function lawyerImportRoutes(app: FastifyInstance, opts: LawyerImportOptions) {
  const deployed = importPlan(app.schemas, 'lawyer');
  if (!deployed) return;
  const resource = builtInResource(app, 'lawyer');
  // The initial password's rule is 创建账号's (forms/lawyer-create.json), as deployed: the route's
  // declared body (only the template's columns and the stored fields follow the firm's files).
  const password = toJsonSchema(app.schemas.forms['lawyer-create'], 'create').properties?.password;
  const planOf = (u: AuthUser) => firmImportPlan(app, u.firmId, 'lawyer', deployed);

  const rowsOf = async (u: AuthUser, body: UploadBody) => {
    const plan = planOf(u);
    const read = await readImport(app, u, plan, body);
    await uniqueMobiles(app, u, plan, read.rows);
    return read;
  };

  app.get(
    '/lawyer/importTemplate',
    {
      config: { access: admins },
      preHandler: exportLimits(app),
      schema: { querystring: input({}), response: xlsxResponse },
    },
    async (request, reply) => {
      const u = userOf(request);
      const plan = planOf(u);
      const choices = await choicesFor(app, u, plan.columns);
      const example = exampleRow(plan.columns, choices, plan.def.example);
      const book = await templateBook('人员导入', plan.columns, choices, example);
      const filename = encodeURIComponent(`人员导入模板-${ymd(new Date())}.xlsx`);
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${filename}`)
        .header('Cache-Control', 'no-store')
        .send(book);
    },
  );

  app.post<{ Body: UploadBody }>(
    '/lawyer/importPreview',
    {
      config: { access: admins },
      bodyLimit: IMPORT_BODY_LIMIT,
      preHandler: exportLimits(app),
      schema: { body: uploadBody(), response: previewResponse },
    },
    async (request) => {
      const { rows } = await rowsOf(userOf(request), request.body);
      const problems = problemsOf(rows);
      const valid = rows.length - problems.invalidRows;
      const message = problems.invalidRows
        ? `共 ${rows.length} 行，${valid} 行可导入，${problems.invalidRows} 行有问题`
        : `共 ${rows.length} 行，均可导入`;
      return ok({ total: rows.length, valid, unchanged: 0, ...problems }, message);
    },
  );

  app.post<{ Body: UploadBody & { password?: string } }>(
    '/lawyer/import',
    {
      config: { access: admins },
      bodyLimit: IMPORT_BODY_LIMIT,
      preHandler: exportLimits(app),
      schema: {
        body: uploadBody(password ? { password: { ...password, title: '初始密码' } } : {}),
        response: importResponse,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { rows, choices } = await rowsOf(u, request.body);
      const valid = rows.filter((r) => !r.errors.length);
      if (!valid.length) throw badRequest('没有可导入的行，请按预览中的问题修改表格后重新上传');
      const model = lawyerModelOf(app, u.firmId);
      const accounts = valid.map((r) => model.values({ ...r.values, status: LAWYER_ACTIVE }));
      const given = request.body.password;
      const passwords = given ? undefined : accounts.map(() => generatePassword());
      const hashes = passwords
        ? (await Promise.all(accounts.map((a, i) => opts.hashPassword([a], passwords[i])))).flat()
        : await opts.hashPassword(accounts, given ?? '');
      const actor = actorOf(request);
      const by = savedBy(request);
      const ids = await app
        .unitOfWork(async (w) => {
          const out: number[] = [];
          // In slices: one INSERT of 5,000 rows would pass PostgreSQL's 65,535 parameters.
          for (let i = 0; i < accounts.length; i += 1000) {
            const slice = accounts.slice(i, i + 1000);
            const values = slice.map((a, j) => ({
              ...a,
              ...by,
              firmId: u.firmId,
              passwordHash: hashes[i + j],
            }));
            out.push(...(await w.lawyers.insertMany(values)));
          }
          const text = logTextOf(resource, 'create');
          for (const [i, a] of accounts.entries()) {
            const target = {
              kind: '律师',
              name: a.name,
              organizationId: a.organizationId,
              lawyerId: out[i],
            };
            await w.events.log(actor, 'create', text, target, `手机号 ${a.mobile}，Excel 导入`);
          }
          return out;
        })
        .catch((err: unknown) => {
          // Someone added one of these mobiles between the check and the insert: nothing is kept.
          if (isUniqueViolation(err))
            throw badRequest('表格中的手机号刚被其他账号使用，请重新预览后再导入');
          throw err;
        });
      const problems = problemsOf(rows);
      const offices = new Map(
        choices.get('organization.validList')?.options.map((o) => [o.value, o.label]),
      );
      const file =
        passwords &&
        (await passwordsBook(
          accounts.map((a, i) => ({
            name: a.name,
            mobile: a.mobile,
            office: offices.get(a.organizationId) ?? '',
            password: passwords[i],
          })),
        ));
      const unit = planOf(u).def.unit ?? '位';
      const skipped = problems.invalidRows ? `，${problems.invalidRows} 行有问题未导入` : '';
      return ok(
        {
          total: rows.length,
          imported: ids.length,
          unchanged: 0,
          ...problems,
          passwords: file ?? null,
        },
        `已导入 ${ids.length} ${unit}人员${skipped}`,
      );
    },
  );
}
