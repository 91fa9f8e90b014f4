import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { call } from '../../api/call';
import { ApiError } from '../../api/errors';
import {
  CardPreview,
  type CardPreviewData,
} from '../../engine/components/card-preview/card-preview';

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; card: CardPreviewData };

/**
 * /card/:id, public: what the card's QR code opens — the card's published version in the
 * mini-program's look, for anyone, signed in or not. Unpublished or unknown cards say so.
 */
export default function PublicCardPage() {
  const { id } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let alive = true;
    const n = Number(id);
    if (!Number.isInteger(n) || n < 1) {
      setLoad({ state: 'missing' });
      return;
    }
    call<CardPreviewData>('card.public', { params: { id: n }, silent: true })
      .then((card) => {
        if (!alive) return;
        setLoad({ state: 'ready', card });
        document.title = `${card.name ?? ''}的名片`;
      })
      .catch((err: unknown) => {
        if (!alive) return;
        const missing = err instanceof ApiError && err.code === '404';
        setLoad({ state: missing ? 'missing' : 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [id]);

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        background: '#f0f2f5',
      }}
    >
      {load.state === 'loading' && (
        <Spin tip="加载中">
          <div style={{ width: 120, height: 120 }} />
        </Spin>
      )}
      {load.state === 'missing' && (
        <Result status="404" title="名片不存在或尚未发布" subTitle="请确认链接是否正确。" />
      )}
      {load.state === 'failed' && (
        <Result status="warning" title="名片加载失败" subTitle="请稍后刷新重试。" />
      )}
      {load.state === 'ready' && <CardPreview card={load.card} />}
    </main>
  );
}
