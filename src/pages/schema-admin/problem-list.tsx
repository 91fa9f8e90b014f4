import { List, Space, Typography } from 'antd';
import type { SchemaProblem } from './types';

/** The findings of the check under the editor: file, JSON pointer, reason and how to fix it. */
export const ProblemList = ({ problems, ready }: { problems: SchemaProblem[]; ready: boolean }) => (
  <section aria-label="检查结果">
    <List
      size="small"
      locale={{ emptyText: ' ' }}
      header={
        <Typography.Text strong>
          检查结果：
          {!ready ? '正在检查…' : problems.length ? `${problems.length} 个问题` : '没有问题'}
        </Typography.Text>
      }
      dataSource={problems}
      renderItem={(p) => (
        <List.Item>
          <Space direction="vertical" size={0}>
            <Typography.Text type="danger">{p.message}</Typography.Text>
            <Typography.Text type="secondary">
              {p.file} <Typography.Text code>{p.pointer || '/'}</Typography.Text>
            </Typography.Text>
            {p.hint && <Typography.Text type="secondary">{p.hint}</Typography.Text>}
          </Space>
        </List.Item>
      )}
    />
  </section>
);
