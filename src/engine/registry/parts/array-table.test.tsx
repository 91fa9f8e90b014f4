import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaField } from '../../render/schema-field';
import type { ObjectSchema } from '../../schema/types';
import { loadComponents } from '../load-components';

afterEach(cleanup);

// The shape of forms/lawyer-create.json: an index column, a required text column, a remove column.
const schema: ObjectSchema = {
  type: 'object',
  properties: {
    lawyers: {
      type: 'array',
      title: '律师',
      'x-component': 'ArrayTable',
      items: {
        type: 'object',
        properties: {
          c0: {
            type: 'void',
            'x-component': 'ArrayTable.Column',
            'x-component-props': { title: '序号', width: 60 },
            properties: { index: { type: 'void', 'x-component': 'ArrayTable.Index' } },
          },
          c1: {
            type: 'void',
            'x-component': 'ArrayTable.Column',
            'x-component-props': { title: '姓名' },
            properties: {
              name: {
                type: 'string',
                title: '姓名',
                required: true,
                'x-decorator': 'FormItem',
                'x-component': 'Input',
                'x-component-props': { 'aria-label': '姓名' },
              },
            },
          },
          c2: {
            type: 'void',
            'x-component': 'ArrayTable.Column',
            'x-component-props': { title: '操作' },
            properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
          },
        },
      },
      properties: {
        add: { type: 'void', title: '添加一行', 'x-component': 'ArrayTable.Addition' },
      },
    },
  },
};

const renderTable = async (lawyers: Array<Record<string, unknown>>) => {
  await loadComponents(['ArrayTable', 'Input', 'FormItem']);
  const form = createForm({ initialValues: { lawyers } });
  // In the console's locale, as the app's providers give it.
  render(
    <ConfigProvider locale={zhCN}>
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>
    </ConfigProvider>,
  );
  return form;
};
const table = () => screen.getByRole('table', { name: '律师' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('ArrayTable', () => {
  it('draws a header from the columns and a numbered row per item, with its values', async () => {
    await renderTable([{ name: '张三' }, { name: '李四' }]);
    const heads = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['序号', '姓名', '操作']);
    expect(bodyRows().map((r) => r.textContent?.slice(0, 2))).toEqual(['#1', '#2']);
    const names = screen.getAllByRole('textbox', { name: '姓名' }) as HTMLInputElement[];
    expect(names.map((i) => i.value)).toEqual(['张三', '李四']);
  });

  it('adds a row with 添加一行 and removes the row whose remove was pressed', async () => {
    const form = await renderTable([{ name: '张三' }, { name: '李四' }]);
    fireEvent.click(screen.getByText('添加一行'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(bodyRows()[0].querySelector('.ant-formily-array-base-remove')!);
    await waitFor(() => expect(form.values.lawyers).toHaveLength(2));
    expect((form.values.lawyers as Array<{ name?: string }>)[0].name).toBe('李四');
  });

  it('shows a cell’s message in its own row, and 暂无数据 with no rows', async () => {
    const form = await renderTable([{ name: '张三' }, {}]);
    await form.validate().catch(() => undefined);
    await waitFor(() => expect(within(bodyRows()[1]).getByText('请输入姓名')).toBeTruthy());
    expect(within(bodyRows()[0]).queryByText('请输入姓名')).toBeNull();
    cleanup();
    await renderTable([]);
    expect(table().querySelector('.ant-empty-description')?.textContent).toBe('暂无数据');
  });
});
