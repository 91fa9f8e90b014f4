import { Alert, Button, Card, Col, Descriptions, Result, Row, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { call } from '../../api/call';
import {
  CardPreview,
  type CardPreviewData,
} from '../../engine/components/card-preview/card-preview';
import { cardLink } from '../../engine/components/card-preview/card-link';
import cardList from '../../../schemas/lists/card.json';
import cardReject from '../../../schemas/forms/card-reject.json';
import type { FormSchema, ListSchema } from '../../engine/schema/types';
import { useFeedback } from '../../engine/state/feedback';
import { formatCell, toColumns } from '../../engine/schema/to-columns';
import { CardNumbers } from '../stats/card-numbers';

type CardInfo = CardPreviewData & {
  id: number;
  status: number;
  version?: number;
  rejectReason?: string | null;
  organizationName?: string;
  published?: CardPreviewData | null;
  updateTime?: string;
};

// The card list's own status column, so labels and colours are defined once.
// 驳回's dialog is the only form here: Formily and its components load when it first opens.
const FormDialog = lazy(() =>
  import('../../engine/render/form-dialog').then((m) => ({ default: m.FormDialog })),
);
// 修改对比 and the card form it reads: only a card with a revision loads them.
const CardRevision = lazy(() => import('./revision-compare'));
// What the working version of a card with a published one is called, by its status.
const revisionTitles: Record<number, string> = {
  0: '修改中版本',
  1: '待审核版本',
  3: '已驳回版本',
};
// The two schema files this page uses, bundled with it (engine/schemas.ts loads the others).
const rejectForm = cardReject as unknown as FormSchema;
const statusDisplay = toColumns((cardList as unknown as ListSchema).columns).find(
  (c) => c.key === 'status',
)?.display;

/**
 * 名片详情: the card as the mini-program shows it (phone frame, QR code), its audit state, and the
 * audit actions for a pending card. A page because the phone preview is not a form or a list.
 */
export default function CardDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { modal, message } = useFeedback();
  const [card, setCard] = useState<CardInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  // What this page's reviewer just did (通过 / 驳回): then 下一张待审核 is offered.
  const [audited, setAudited] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    call<CardInfo>('card.info', { params: { id: Number(id) } })
      .then(setCard)
      .catch(() => setFailed(true));
  }, [id]);

  useEffect(() => {
    setAudited(null);
    load();
  }, [load]);

  const goNext = async () => {
    const next = await call<{ id: number; name: string } | null>('card.nextPending', {
      query: { after: Number(id) },
    });
    if (!next) {
      message.info('暂无待审核名片');
      navigate('/app/card');
      return;
    }
    navigate(`/app/card/detail/${next.id}`);
  };

  if (failed) {
    return (
      <Result
        status="warning"
        title="名片加载失败"
        extra={<Button onClick={() => navigate('/app/card')}>返回名片列表</Button>}
      />
    );
  }
  if (!card)
    return (
      <Spin tip="加载中" style={{ display: 'block', padding: 48 }}>
        <div />
      </Spin>
    );

  const status = statusDisplay
    ? formatCell(card.status, statusDisplay)
    : { text: String(card.status) };
  const approve = () =>
    modal.confirm({
      title: '确认通过',
      content: `确定通过「${card.name}」的名片吗？通过后将发布到小程序。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        // The version makes a second, concurrent audit fail with 409 instead of acting twice.
        await call('card.adminAudit', {
          body: { id: card.id, result: 'approve', version: card.version },
        });
        message.success('已通过');
        setAudited('通过');
        load();
      },
    });

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10} xl={9}>
        <CardPreview card={card} link={`${cardLink(card.id)}?from=qr`} />
      </Col>
      <Col xs={24} lg={14} xl={15}>
        <Card
          title="审核状态"
          extra={
            <Space>
              {card.status === 1 && (
                <>
                  <Button type="primary" onClick={approve}>
                    通过
                  </Button>
                  <Button danger onClick={() => setRejecting(true)}>
                    驳回
                  </Button>
                </>
              )}
              <Button onClick={() => navigate(`/app/card/edit/${card.id}`)}>编辑</Button>
            </Space>
          }
        >
          <Descriptions column={1}>
            <Descriptions.Item label="状态">
              <Tag color={status.color}>{status.text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="所属机构">{card.organizationName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="名片链接">
              <a href={cardLink(card.id)} target="_blank" rel="noopener noreferrer">
                {cardLink(card.id)}
              </a>
            </Descriptions.Item>
          </Descriptions>
          {audited && (
            <Alert
              style={{ marginBottom: 12 }}
              type="success"
              showIcon
              message={`已${audited}「${card.name}」的名片`}
              action={
                <Space wrap>
                  <Button type="primary" onClick={() => void goNext().catch(() => undefined)}>
                    下一张待审核
                  </Button>
                  <Button onClick={() => navigate('/app/card')}>返回名片列表</Button>
                </Space>
              }
            />
          )}
          {card.status === 3 && card.rejectReason && (
            <Alert type="error" showIcon message="驳回原因" description={card.rejectReason} />
          )}
          {card.published && card.status !== 2 && (
            <Alert
              style={{ marginTop: 12 }}
              type="info"
              showIcon
              message="小程序中仍显示已通过的版本，本次修改审核通过后才会更新。"
            />
          )}
        </Card>
        {/* Beside the preview, above the numbers: what the reviewer decides on comes first. */}
        {card.published && card.status !== 2 && (
          <div style={{ marginTop: 24 }}>
            <Suspense fallback={<Spin />}>
              <CardRevision
                published={card.published}
                pending={card}
                pendingTitle={revisionTitles[card.status] ?? '修改中版本'}
              />
            </Suspense>
          </div>
        )}
        {card.published && (
          <div style={{ marginTop: 24 }}>
            <CardNumbers source={{ cardId: card.id }} />
          </div>
        )}
      </Col>
      {rejecting && (
        <Suspense fallback={null}>
          <FormDialog
            form={rejectForm}
            record={{ id: card.id }}
            params={{ id }}
            title="驳回名片"
            successMessage="已驳回"
            onClose={(saved) => {
              setRejecting(false);
              if (!saved) return;
              setAudited('驳回');
              load();
            }}
          />
        </Suspense>
      )}
    </Row>
  );
}
