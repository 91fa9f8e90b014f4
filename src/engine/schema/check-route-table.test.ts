// Under the production console's Content-Security-Policy ajv cannot compile the meta-schemas
// (EvalError): the published route table is then held to its shape and the cross-checks, which
// need no compiling, instead of being refused outright.
import { describe, expect, it, vi } from 'vitest';
import { calls } from '../../api/calls';
import { pageNames } from '../../pages/names';
import { routes } from '../route-table';
import { checkRouteTable } from './check-route-table';

vi.mock('./lint-meta', async (original) => ({
  ...(await original<typeof import('./lint-meta')>()),
  metaValidators: () => {
    throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' …");
  },
}));

const refs = {
  lists: { office: 1, lawyer: 1 },
  forms: { office: 1 },
  callNames: Object.keys(calls),
  pageNames,
};
const file = (r: unknown) => ({ $schema: './meta/routes.schema.json', routes: r });
const office = routes.find((r) => r.path === '/app/office');

describe('checkRouteTable where compiling is forbidden', () => {
  it('accepts a table of the right shape whose references exist', () => {
    expect(checkRouteTable(file([office]), refs)).toEqual([]);
  });

  it('refuses a table of the wrong shape', () => {
    expect(checkRouteTable(file('x'), refs).map((p) => p.message)).toEqual(['类型应为数组']);
    expect(checkRouteTable(file([{ title: '无地址' }]), refs)[0]).toMatchObject({
      pointer: '/routes/0',
      message: '缺少必填项「path」（页面地址）',
    });
  });

  it('still runs the cross-checks: a list that does not exist is refused', () => {
    const wrong = { ...office, page: { list: 'no-such-list' } };
    expect(checkRouteTable(file([wrong]), refs).map((p) => p.pointer)).toEqual([
      '/routes/0/page/list',
    ]);
  });
});
