import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/** Lazy pages usually arrive fast: the spinner waits 800 ms (docs/product.md, Screens). */
export const DelayedSpinner = ({ delay = 800 }: { delay?: number }) => {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setShow(true), delay);
    return () => clearTimeout(t);
  }, [delay]);
  return show ? (
    <div style={{ padding: 64, textAlign: 'center' }}>
      <Spin tip="加载中">
        <div style={{ padding: 24 }} />
      </Spin>
    </div>
  ) : null;
};
