import { Alert, Table } from 'antd';
import { Component, type ReactNode } from 'react';
import { FormView } from '../../engine/render/form-view';
import { ListView } from '../../engine/render/list-view';
import type { FormSchema, ListSchema, RouteDef } from '../../engine/schema/types';

interface Props {
  file: string;
  /** The edited text parsed, or undefined while it is not valid JSON. */
  data: unknown;
  /** The file has findings the preview cannot be drawn with (its shape, an unknown component). */
  broken: boolean;
}

/** A half-written schema may throw inside the engine; the lab shows that instead of going blank. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? (
      <Alert type="warning" showIcon message="预览出错" description={this.state.error.message} />
    ) : (
      this.props.children
    );
  }
}

/** The file rendered by the real engine: a list loads sample data from the server. */
export const SchemaPreview = ({ file, data, broken }: Props) => {
  if (data === undefined || broken) {
    return <Alert type="info" showIcon message="修正左侧的问题后显示预览" />;
  }
  if (file === 'routes.json') {
    const routes = (data as { routes?: RouteDef[] }).routes ?? [];
    return (
      <Table
        size="small"
        rowKey="path"
        pagination={false}
        dataSource={routes}
        columns={[
          { title: '地址', dataIndex: 'path' },
          { title: '标题', dataIndex: 'title' },
          { title: '权限', dataIndex: 'auth', render: (a: unknown) => [a ?? ''].flat().join('、') },
        ]}
      />
    );
  }
  // Keyed by the text so an edit that fixes a thrown error gets a fresh boundary.
  const key = JSON.stringify(data);
  return (
    <PreviewBoundary key={key}>
      {file.startsWith('lists/') ? (
        <ListView list={data as ListSchema} />
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message="预览中的提交会真实调用接口"
          />
          {/* Like a dialog's form (onDone): a submit stays here, and the preview guards no
              navigation, as the router keeps one blocker only, the page's (页面配置's edits). */}
          <FormView form={data as FormSchema} mode="create" params={{}} onDone={() => undefined} />
        </>
      )}
    </PreviewBoundary>
  );
};
