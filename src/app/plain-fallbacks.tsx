import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkError } from '../pages/error/chunk-error';

// What the router shows outside the antd shell (the public card page, and the shell's own chunk
// while it arrives or when it cannot): plain HTML, so that the entry chunk carries no antd
// (docs/architecture.md, What loads where).

/** index.html's start-up spinner (its `boot` style), after `delay` as antd Spin's `delay` does. */
export const PlainSpinner = ({ delay = 800 }: { delay?: number }) => {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return shown ? (
    <div className="boot" role="status">
      加载中…
    </div>
  ) : null;
};

const box = {
  maxWidth: 420,
  margin: '64px auto',
  padding: '0 24px',
  textAlign: 'center',
  color: 'rgba(0, 0, 0, 0.88)',
  font: "14px/1.6 -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif",
} as const;
const button = {
  padding: '6px 16px',
  border: 0,
  borderRadius: 6,
  background: '#0958d9',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/**
 * The errorElement of routes outside the shell, as pages/error/route-error-page.tsx says it inside:
 * a chunk that still failed after its retries (app/retry-import.ts) is 加载失败 with 重试, which
 * reloads the page and so also picks up a new deployment's files.
 */
export const PlainRouteError = () => {
  const chunkFailed = isChunkError(useRouteError());
  return (
    <div role="alert" style={box}>
      <h1 style={{ fontSize: 24, fontWeight: 500, margin: '0 0 8px' }}>
        {chunkFailed ? '加载失败' : '页面出错了'}
      </h1>
      <p style={{ color: 'rgba(0, 0, 0, 0.65)', margin: '0 0 24px' }}>
        {chunkFailed
          ? '网络异常或系统已更新，页面未能加载，请重试。'
          : '页面遇到意外错误，请刷新后重试。'}
      </p>
      <button type="button" style={button} onClick={() => window.location.reload()}>
        {chunkFailed ? '重试' : '刷新页面'}
      </button>
    </div>
  );
};
