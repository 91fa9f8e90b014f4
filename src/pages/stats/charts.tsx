// 数据概览's charts, on ECharts built from its parts (lines and bars, SVG): this module is
// loaded by the stats page only, after its numbers and tables have painted, so no other route
// and not the page's first paint carries the library.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { countLabels, sourceLabels, type Overview } from './stats-types';

registerParts([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** One ECharts instance in a box, resized with it and disposed with the component. */
function Chart({
  option,
  label,
  height = 280,
}: {
  option: Option;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = init(el, undefined, { renderer: 'svg' });
    // No ECharts aria: it would replace the box's label with a reading of every data point; the
    // page's tables and the export carry the numbers.
    chart.setOption({ animation: false, ...option });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

const PALETTE = ['#0958d9', '#08979c', '#d46b08', '#cf1322', '#531dab', '#389e0d'];

/** Daily counts as lines, one per kind of event. */
export function TrendChart({ trend }: { trend: Overview['trend'] }) {
  const option = useMemo<Option>(
    () => ({
      color: PALETTE,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 24 },
      xAxis: { type: 'category', data: trend.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: countLabels.map(([key, name]) => ({
        type: 'line',
        name,
        showSymbol: trend.length <= 31,
        data: trend.map((d) => d[key]),
      })),
    }),
    [trend],
  );
  return <Chart option={option} label="每日趋势图" />;
}

/** Views per source as bars. */
export function SourceChart({ bySource }: { bySource: Overview['bySource'] }) {
  const option = useMemo<Option>(
    () => ({
      color: PALETTE,
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 16, bottom: 24 },
      xAxis: { type: 'category', data: bySource.map((s) => sourceLabels[s.source] ?? s.source) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: '浏览', barMaxWidth: 40, data: bySource.map((s) => s.views) }],
    }),
    [bySource],
  );
  return <Chart option={option} label="来源分布图" height={220} />;
}
