import { Card, Checkbox, Descriptions, Space, Table, Tag, theme, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNarrow } from '../../engine/render/use-narrow';
import type { FormSchema } from '../../engine/schema/types';
import { readSchemas } from '../../engine/schemas';
import { revisionRows, type RevisionRow } from './revision-rows';
import { RevisionValue } from './revision-value';

export interface RevisionCompareProps {
  /** The card form: its fields, titles and options name the rows (never a list in code). */
  form: FormSchema;
  /** The card's published version and its working one (the card as card.info answers it). */
  published: unknown;
  pending: unknown;
  /** What the working version is called: 待审核版本 while it waits, 修改中版本 before. */
  pendingTitle: string;
}

const ChangedTag = () => <Tag color="orange">已修改</Tag>;

/**
 * 名片详情's 修改对比: the published version and the revision side by side, one row per field of
 * the card form, changed fields tagged 已修改 with the new value highlighted. On a phone each field
 * stacks its two versions.
 */
export function RevisionCompare({ form, published, pending, pendingTitle }: RevisionCompareProps) {
  const narrow = useNarrow();
  const { token } = theme.useToken();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const rows = useMemo(() => revisionRows(form, published, pending), [form, published, pending]);
  const changed = rows.filter((r) => r.changed).length;
  const shown = onlyChanged ? rows.filter((r) => r.changed) : rows;
  const highlight = (r: RevisionRow) =>
    r.changed ? { background: token.colorWarningBg } : undefined;
  const value = (r: RevisionRow, side: 'published' | 'pending') => (
    <RevisionValue
      field={r.field}
      value={r[side]}
      other={r[side === 'pending' ? 'published' : 'pending']}
      side={side}
      label={r.label}
    />
  );

  return (
    <Card
      title={
        <Space wrap>
          <span>修改对比</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {changed ? `共 ${changed} 处修改` : '与已发布版本相同'}
          </Typography.Text>
        </Space>
      }
      extra={
        <Checkbox checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)}>
          只看已修改
        </Checkbox>
      }
    >
      <div role="region" aria-label="修改对比">
        {narrow ? (
          <Descriptions
            bordered
            column={1}
            layout="vertical"
            size="small"
            items={shown.map((r) => ({
              key: r.key,
              label: (
                <Space size={4}>
                  {r.label}
                  {r.changed && <ChangedTag />}
                </Space>
              ),
              children: (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <div>
                    <Typography.Text type="secondary">已发布版本：</Typography.Text>
                    {value(r, 'published')}
                  </div>
                  <div style={highlight(r)}>
                    <Typography.Text type="secondary">{pendingTitle}：</Typography.Text>
                    {value(r, 'pending')}
                  </div>
                </Space>
              ),
            }))}
          />
        ) : (
          <Table<RevisionRow>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={shown}
            columns={[
              {
                key: 'label',
                title: '字段',
                width: 160,
                render: (_, r) => (
                  <Space size={4} wrap>
                    {r.label}
                    {r.changed && <ChangedTag />}
                  </Space>
                ),
              },
              { key: 'published', title: '已发布版本', render: (_, r) => value(r, 'published') },
              {
                key: 'pending',
                title: pendingTitle,
                render: (_, r) => value(r, 'pending'),
                onCell: (r) => ({ style: highlight(r) }),
              },
            ]}
          />
        )}
      </div>
    </Card>
  );
}

/**
 * The comparison of a card, with the card form's fields: loaded only for a card with a revision
 * (a chunk of its own, with the form file), so other cards' detail pages load neither.
 */
export default function CardRevision(props: Omit<RevisionCompareProps, 'form'>) {
  const [form] = readSchemas('forms', ['card']);
  return <RevisionCompare form={form} {...props} />;
}
