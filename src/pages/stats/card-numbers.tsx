import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { Sparkline } from './sparkline';
import type { CardStats, Counts, DayCounts, MyStats } from './stats-types';

const shown: Array<[keyof Counts, string]> = [
  ['views', '浏览'],
  ['visitors', '访客'],
  ['saves', '存入通讯录'],
  ['calls', '拨打电话'],
];

interface Props {
  /** A card's numbers (名片详情), or the signed-in lawyer's own (我的名片). */
  source: { cardId: number } | 'mine';
}

/**
 * The numbers block of 名片详情 and 我的名片: views, visitors, vCard saves and calls of the last 7
 * days, and the 30-day trend of views. Silent on failure: the page around it still works.
 */
export function CardNumbers({ source }: Props) {
  const [data, setData] = useState<{ week: Counts; trend: DayCounts[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const cardId = source === 'mine' ? null : source.cardId;

  useEffect(() => {
    let alive = true;
    const load =
      cardId === null
        ? call<MyStats>('cardStats.mine', { silent: true })
        : Promise.all([
            call<CardStats>('cardStats.card', {
              params: { id: cardId },
              query: { days: 7 },
              silent: true,
            }),
            call<CardStats>('cardStats.card', {
              params: { id: cardId },
              query: { days: 30 },
              silent: true,
            }),
          ]).then(([week, month]) => ({ week: week.totals, trend: month.trend }));
    load.then((d) => alive && setData(d)).catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [cardId]);

  return (
    <Card title="名片数据" extra={<Typography.Text type="secondary">近 7 天</Typography.Text>}>
      {failed && <Typography.Text type="secondary">名片数据暂时无法加载</Typography.Text>}
      {!failed && (
        <>
          <Row gutter={[16, 16]} role="list" aria-label="近 7 天名片数据">
            {shown.map(([key, label]) => (
              <Col key={key} xs={12} sm={6} role="listitem">
                <Statistic title={label} value={data ? data.week[key] : '-'} />
              </Col>
            ))}
          </Row>
          {data && (
            <div style={{ marginTop: 16 }}>
              <Typography.Text type="secondary">近 30 天浏览趋势</Typography.Text>
              <Sparkline days={data.trend} label="近 30 天浏览趋势" />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
