// @vitest-environment jsdom
// Every settings form renders through the engine's SchemaField with the registered components.
// RemoteSelect, CallValue and 名片页's 展示字段 load from the stub server (jsdom keeps Node's fetch).
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../state/feedback';
import { setupStubApi } from '../../api/stub-server';
import { SchemaField } from '../render/schema-field';
import { submittableFields, toJsonSchema } from '../schema/to-json-schema';
import { forms, routes } from '../../testing/all-schemas';
import { setupValidation } from '../setup-validation';

const api = setupStubApi();
beforeAll(() => setupValidation());
afterEach(cleanup);

// What the server offers for 名片页's 展示字段 (GET /firmConf/cardPageFields): the card form's
// fields, labelled with their titles (server/test/resources/field-added.test.ts proves the server
// side; its own module reads the schemas directory from disk, which jsdom cannot).
const offer = (cardForm = forms.card) =>
  api.ok(
    'GET /api/firmConf/cardPageFields',
    submittableFields(cardForm.schema.properties).map(([name, field]) => ({
      label: field.title ?? name,
      value: name,
    })),
  );
beforeEach(() => offer());

const checkboxNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

// 页面配置 (/app/setting/schemas) is a page of its own (src/pages/schema-admin), not a section.
const settingsForms = routes
  .filter((r) => /^\/app\/(conf|setting)\//.test(r.path))
  .filter((r) => !(r.page && 'component' in r.page))
  .map((r) => (r.page && 'form' in r.page ? r.page.form : `${r.path} has no form`));

/** Renders the form and waits for its fields (their components load on first use). */
const show = async (name: string, values: Record<string, unknown> = {}) => {
  const form = createForm({ initialValues: values });
  render(
    <FeedbackProvider>
      <FormProvider form={form}>
        <SchemaField schema={forms[name].schema} />
      </FormProvider>
    </FeedbackProvider>,
  );
  const first = Object.values(forms[name].schema.properties)[0];
  await screen.findAllByText(first.title ?? '');
  return form;
};

describe('settings forms', () => {
  it('every /app/conf and /app/setting page is a settings form that saves', () => {
    expect(settingsForms).toHaveLength(14);
    for (const name of settingsForms) {
      expect(forms[name]?.submit.save, name).toBeTruthy();
      expect(forms[name]?.title, name).toBeTruthy();
    }
  });

  it.each(settingsForms.filter((n) => n !== 'conf-miniprogram-index' && n !== 'conf-card-audit'))(
    '%s shows every field by its Chinese title',
    async (name) => {
      await show(name);
      for (const field of Object.values(forms[name].schema.properties)) {
        expect(screen.getAllByText(field.title ?? '').length).toBeGreaterThan(0);
      }
    },
  );

  it('名片页 shows the fields the server offers as checkboxes, the initial choice on', async () => {
    api.ok('GET /api/firmConf/cardPageFields', [
      { label: '手机', value: 'mobile' },
      { label: '典型案例', value: 'cases' },
      { label: '执业机构电话', value: 'officePhone' },
    ]);
    const form = await show('conf-miniprogram-card');
    const group = (await screen.findByRole('checkbox', { name: '典型案例' })).closest(
      '.ant-checkbox-group',
    ) as HTMLElement;
    expect(checkboxNames(group)).toEqual(['手机', '典型案例', '执业机构电话']);
    expect((screen.getByRole('checkbox', { name: '典型案例' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: '执业机构电话' }) as HTMLInputElement).checked,
    ).toBe(false);
    // Ticking one adds its name to the saved list, as before.
    fireEvent.click(screen.getByRole('checkbox', { name: '执业机构电话' }));
    expect(form.values.fields).toContain('officePhone');
    expect(form.values.fields).toContain('cases');
    expect(form.values.themeColor).toBe('#1677ff');
    expect(screen.getByText(/1677ff/i)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '经典' })).toBeTruthy();
  });

  it('名片页 offers a field added to the card form, unticked until the firm picks it', async () => {
    offer({
      ...forms.card,
      schema: {
        ...forms.card.schema,
        properties: {
          ...forms.card.schema.properties,
          languages: { type: 'string', title: '工作语言', 'x-component': 'Input' },
        },
      },
    });
    const form = await show('conf-miniprogram-card');
    const box = (await screen.findByRole('checkbox', { name: '工作语言' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getAllByRole('checkbox', { name: '个人简介' })).toHaveLength(1);
    fireEvent.click(box);
    expect(form.values.fields).toEqual(expect.arrayContaining(['bio', 'languages']));
    expect((form.values.fields as unknown[]).every((v) => typeof v === 'string')).toBe(true);
  });

  it('审核权限 shows the reviewer levels and the audit code block', async () => {
    api.ok('GET /api/audit/queryAuditCode', { code: '246810', updateTime: null });
    await show('conf-card-audit', { enabled: true, reviewerLevels: [1, 3] });
    expect(
      (screen.getByRole('checkbox', { name: '总所主管理员' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: '总所子管理员' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(await screen.findByText('246810')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新生成' })).toBeTruthy();
  });

  it('小程序首页 offers published content for 推荐内容 and rows for 轮播图', async () => {
    api.ok('GET /api/firmContent/list', { records: [{ id: 3, title: '律所年度报告' }], total: 1 });
    await show('conf-miniprogram-index', {
      banners: [{ image: '/api/oss/files/b.png', link: '/pages/about' }],
      featured: [3],
      intro: '',
    });
    expect(await screen.findByText('律所年度报告')).toBeTruthy();
    const query = Object.fromEntries(api.single().query);
    expect(query).toMatchObject({ status: '1' });
    expect((screen.getByLabelText('跳转链接') as HTMLInputElement).value).toBe('/pages/about');
    expect(within(document.body).getByText('添加轮播图')).toBeTruthy();
  });

  it('explains a wrong ICP number, AppID or 原始ID with the expected form, as the server does', async () => {
    const icp = await show('setting-icp', { icp: '备案号123' });
    await icp.validate().catch(() => undefined);
    await waitFor(() =>
      expect(screen.getByText('请输入正确的ICP备案号，如 京ICP备12345678号-1')).toBeTruthy(),
    );
    cleanup();
    const mp = await show('setting-miniprogram', {
      mpName: '律所名片',
      appId: 'wx123',
      originalId: 'gh_0123456789ab',
    });
    await mp.validate().catch(() => undefined);
    await waitFor(() =>
      expect(screen.getByText('AppID 应为 wx 加 16 位十六进制字符')).toBeTruthy(),
    );
    expect(screen.queryByText(/原始ID 应为/)).toBeNull();

    const server = toJsonSchema(forms['setting-icp'], 'update').properties?.icp;
    expect(server?.['x-message']).toBe('请输入正确的ICP备案号，如 京ICP备12345678号-1');
    const accepts = (v: string) => new RegExp(String(server?.pattern), 'u').test(v);
    expect(accepts('京ICP备12345678号-1')).toBe(true);
    expect(accepts('')).toBe(true);
    expect(accepts('备案号123')).toBe(false);
  });
});
