import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>你好，{name}</p>;

/** A module the test delivers when it wants, as a slow network would. */
const deferredModule = () => {
  let deliver = () => undefined as void;
  const arrived = new Promise<{ default: typeof Hello }>((resolve) => {
    deliver = () => resolve({ default: Hello });
  });
  return { load: () => arrived, deliver };
};

const view = (node: React.ReactNode) => <Suspense fallback={<p>加载中</p>}>{node}</Suspense>;

describe('lazyPage', () => {
  it('renders at once, without the fallback, when its chunk was loaded before', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Hello }));
    await page.load();
    render(view(<page.Page name="律师" />));
    expect(screen.getByText('你好，律师')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('shows the fallback while its chunk is on the way, then the page', async () => {
    const { load, deliver } = deferredModule();
    const page = lazyPage(load);
    render(view(<page.Page name="管理员" />));
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => deliver());
    expect(await screen.findByText('你好，管理员')).toBeTruthy();
  });
});
