import type { DayCounts } from './stats-types';

/**
 * A small line of daily views drawn as SVG: enough for 我的名片 and 名片详情 without loading a
 * chart library on those pages (数据概览 draws the full charts). The label says the numbers, for
 * screen readers and for the tooltip.
 */
export function Sparkline({ days, label }: { days: DayCounts[]; label: string }) {
  const width = 300;
  const height = 48;
  const max = Math.max(1, ...days.map((d) => d.views));
  const step = days.length > 1 ? width / (days.length - 1) : width;
  const points = days
    .map(
      (d, i) =>
        `${(i * step).toFixed(1)},${(height - 2 - (d.views / max) * (height - 4)).toFixed(1)}`,
    )
    .join(' ');
  const total = days.reduce((n, d) => n + d.views, 0);
  const text = `${label}：共 ${total} 次浏览，单日最多 ${days.length ? max : 0} 次`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={text}
    >
      <title>{text}</title>
      <polyline points={points} fill="none" stroke="#0958d9" strokeWidth={2} />
    </svg>
  );
}
