import { Button, Card, Col, Result, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { call } from '../../api/call';
import { download, saveFile } from '../../api/download';
import { Link } from 'react-router-dom';
import { StatsTable, type Column } from './stats-table';
import { countLabels, sourceLabels, type Counts, type Overview } from './stats-types';

// The chart library comes with this route only, and after the numbers and tables have painted.
const TrendChart = lazy(() => import('./charts').then((m) => ({ default: m.TrendChart })));
const SourceChart = lazy(() => import('./charts').then((m) => ({ default: m.SourceChart })));

const PERIODS = [
  { label: '近 7 天', value: 7 },
  { label: '近 30 天', value: 30 },
  { label: '近 90 天', value: 90 },
];

const countColumns = <R extends Counts>(): Array<Column<R>> =>
  countLabels.map(([key, title]) => ({ title, numeric: true, render: (r: R) => r[key] }));

const ChartBox = ({ height }: { height: number }) => (
  <div style={{ height }} aria-busy="true" aria-label="图表加载中" />
);

/**
 * 数据概览: how often the firm's cards were viewed, saved, called, shared and navigated to over the
 * last 7, 30 or 90 days — totals, a daily trend, by source, the top 10 cards and the offices —
 * exportable to Excel. The server scopes it: levels 3–4 see their own office only.
 */
export default function StatsPage() {
  const [days, setDays] = useState(7);
  const [data, setData] = useState<Overview | null>(null);
  const [failed, setFailed] = useState(false);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(() => {
    let alive = true;
    setFailed(false);
    call<Overview>('cardStats.overview', { query: { days } })
      .then((d) => alive && setData(d))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [days]);
  useEffect(load, [load]);

  const exportExcel = async () => {
    setExporting(true);
    try {
      saveFile(await download('cardStats.export', { query: { days } }));
    } catch {
      // The api layer has shown why.
    } finally {
      setExporting(false);
    }
  };

  if (failed)
    return (
      <Result
        status="warning"
        title="数据加载失败"
        extra={<Button onClick={load}>重新加载</Button>}
      />
    );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Segmented
          aria-label="统计周期"
          options={PERIODS}
          value={days}
          onChange={(v) => setDays(Number(v))}
        />
        <Space wrap>
          {data && (
            <Typography.Text type="secondary">
              {data.from} 至 {data.to}
            </Typography.Text>
          )}
          <Button onClick={() => void exportExcel()} loading={exporting}>
            导出 Excel
          </Button>
        </Space>
      </Space>

      <Card title="汇总" aria-busy={!data}>
        <Row gutter={[16, 16]} role="list" aria-label="汇总">
          {countLabels.map(([key, label]) => (
            <Col key={key} xs={12} sm={8} lg={4} role="listitem">
              <Statistic title={label} value={data ? data.totals[key] : '-'} />
            </Col>
          ))}
        </Row>
      </Card>

      <Card title="每日趋势">
        <Suspense fallback={<ChartBox height={280} />}>
          {data ? <TrendChart trend={data.trend} /> : <ChartBox height={280} />}
        </Suspense>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card title="来源" style={{ height: '100%' }}>
            <Suspense fallback={<ChartBox height={220} />}>
              {data ? <SourceChart bySource={data.bySource} /> : <ChartBox height={220} />}
            </Suspense>
            <StatsTable
              caption="各来源浏览次数"
              rowKey={(r) => r.source}
              rows={data?.bySource ?? []}
              columns={[
                { title: '来源', render: (r) => sourceLabels[r.source] ?? r.source },
                { title: '浏览', numeric: true, render: (r) => r.views },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title="机构" style={{ height: '100%' }}>
            <StatsTable
              caption="各机构名片数据"
              rowKey={(r) => r.organizationId}
              rows={data?.byOffice ?? []}
              columns={[
                { title: '机构', render: (r) => r.organizationName },
                ...countColumns<Overview['byOffice'][number]>(),
              ]}
            />
          </Card>
        </Col>
      </Row>

      <Card title="名片排行（前 10）">
        <StatsTable
          caption="浏览最多的名片"
          rowKey={(r) => r.cardId}
          rows={data?.topCards ?? []}
          columns={[
            {
              title: '姓名',
              render: (r) => <Link to={`/app/card/detail/${r.cardId}`}>{r.name}</Link>,
            },
            { title: '所属机构', render: (r) => r.organizationName },
            ...countColumns<Overview['topCards'][number]>(),
          ]}
        />
      </Card>
    </Space>
  );
}
