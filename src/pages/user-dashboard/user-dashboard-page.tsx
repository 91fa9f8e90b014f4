import { Alert, Button, Card, Col, Empty, Result, Row, Space, Statistic, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../api/call';
import { cardLink } from '../../engine/components/card-preview/card-link';
import {
  CardPreview,
  type CardPreviewData,
} from '../../engine/components/card-preview/card-preview';
import cardList from '../../../schemas/lists/card.json';
import type { ListSchema } from '../../engine/schema/types';
import { formatCell, toColumns } from '../../engine/schema/to-columns';
import { LoadingSpin } from '../../engine/render/loading-spin';
import { useFeedback } from '../../engine/state/feedback';
import { useUnread } from '../../engine/state/unread';
import { CardNumbers } from '../stats/card-numbers';
import { CardShare } from './card-share';

/** card.infoByLawyer: the lawyer's card (cardInfo's shape) or null when there is none yet. */
type OwnCard = CardPreviewData & {
  id: number;
  status: number;
  version: number;
  rejectReason: string | null;
  published: CardPreviewData | null;
};

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; card: OwnCard | null };

// The card list's own status column, so 草稿/待审核/已通过/已驳回 and their colours exist once.
// The card list's status column, bundled with this page (engine/schemas.ts loads the others).
const statusDisplay = toColumns((cardList as unknown as ListSchema).columns).find(
  (c) => c.key === 'status',
)?.display;
const statusOf = (status: number) =>
  statusDisplay ? formatCell(status, statusDisplay) : { text: String(status) };

const DRAFT = 0;
const REJECTED = 3;

/**
 * 我的名片: the lawyer's card as the mini-program shows it, its audit state (and the reason when
 * rejected), the QR code of its public link, and what is waiting for the lawyer.
 */
export default function UserDashboardPage() {
  const navigate = useNavigate();
  const { modal, message } = useFeedback();
  const { count, refresh } = useUnread();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(() => {
    call<OwnCard | null>('card.infoByLawyer')
      .then((card) => setLoad({ state: 'ready', card }))
      .catch(() => setLoad({ state: 'failed' }));
  }, []);
  useEffect(reload, [reload]);

  if (load.state === 'loading') {
    return <LoadingSpin />;
  }
  if (load.state === 'failed') {
    return (
      <Result
        status="warning"
        title="名片加载失败"
        extra={<Button onClick={reload}>重新加载</Button>}
      />
    );
  }

  const messages = (
    <Card title="待处理">
      <Statistic title="未读消息" value={count} suffix="条" />
      <Button type="link" style={{ paddingLeft: 0 }} onClick={() => navigate('/app/user/logs/msg')}>
        查看站内消息
      </Button>
    </Card>
  );
  const { card } = load;
  if (!card) {
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Empty description="您还没有名片">
            <Button type="primary" onClick={() => navigate('/app/user/card')}>
              创建名片
            </Button>
          </Empty>
        </Card>
        {messages}
      </Space>
    );
  }

  const status = statusOf(card.status);
  const canSubmit = card.status === DRAFT || card.status === REJECTED;
  const submit = () =>
    modal.confirm({
      title: '提交审核',
      content: '确定提交名片审核吗？审核通过后名片将发布到小程序。',
      okText: '提交',
      cancelText: '取消',
      onOk: async () => {
        await call('card.submitAudit', { body: { id: card.id } });
        message.success('已提交审核');
        // The submission sends the lawyer a message: the badge and the count follow.
        refresh();
        reload();
      },
    });

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={10} xxl={9}>
        <CardPreview card={card} />
      </Col>
      <Col xs={24} xl={14} xxl={15}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card
            title="名片状态"
            extra={
              <Space>
                <Button onClick={() => navigate('/app/user/card')}>编辑名片</Button>
                {canSubmit && (
                  <Button type="primary" onClick={submit}>
                    提交审核
                  </Button>
                )}
              </Space>
            }
          >
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              <span>
                审核状态：
                <Tag color={status.color} aria-label="审核状态">
                  {status.text}
                </Tag>
              </span>
              {card.status === REJECTED && card.rejectReason && (
                <Alert type="error" showIcon message="驳回原因" description={card.rejectReason} />
              )}
              {card.published && card.status !== 2 && (
                <Alert
                  type="info"
                  showIcon
                  message="小程序中仍显示已通过的版本，本次修改审核通过后才会更新。"
                />
              )}
            </Space>
          </Card>
          {card.published && <CardNumbers source="mine" />}
          <CardShare link={cardLink(card.id)} name={card.name ?? ''} published={!!card.published} />
          {messages}
        </Space>
      </Col>
    </Row>
  );
}
