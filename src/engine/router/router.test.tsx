import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, type History } from './history';
import {
  Link,
  Navigate,
  Router,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router';
import { Outlet, Routes, useParams, useRouteError } from './routes';
import type { RouteObject } from './match-routes';

afterEach(cleanup);

const Where = () => {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>
  );
};
const where = () => screen.getByTestId('where').textContent;

const Card = () => <p>名片 {useParams().id}</p>;
const Boom = (): ReactNode => {
  throw new Error('坏了');
};
const ErrorPage = () => <p>出错：{(useRouteError() as Error).message}</p>;

const Paging = () => {
  const [params, setParams] = useSearchParams();
  return (
    <button
      onClick={() =>
        setParams((p) => {
          p.set('current', String(Number(params.get('current') ?? 1) + 1));
          return p;
        })
      }
    >
      下一页
    </button>
  );
};

const Guarded = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  const navigate = useNavigate();
  return (
    <>
      <p>状态 {blocker.state}</p>
      <button onClick={() => blocker.proceed()}>离开</button>
      <button onClick={() => blocker.reset()}>留在本页</button>
      <button onClick={() => navigate('/app/card/2')}>去名片</button>
    </>
  );
};

const table: RouteObject<ReactNode>[] = [
  { path: '/', element: <Navigate to="/login" replace state={{ tab: 'lawyer' }} /> },
  { path: '/login', element: <Link to="/app/card/7">打开名片</Link> },
  {
    path: '/app',
    element: (
      <main>
        布局 <Outlet />
      </main>
    ),
    errorElement: <ErrorPage />,
    children: [
      { path: 'card/:id', element: <Card />, errorElement: <ErrorPage /> },
      { path: 'boom', element: <Boom />, errorElement: <ErrorPage /> },
      { path: 'list', element: <Paging /> },
      { path: 'edit', element: <Guarded /> },
    ],
  },
  { path: '*', element: <p>页面不存在</p> },
];

const mount = (history: History) =>
  render(
    <Router history={history}>
      <Where />
      <Routes routes={table} />
    </Router>,
  );

describe('Router', () => {
  it('redirects with <Navigate>, carrying its state, and renders nested routes with params', async () => {
    const history = createMemoryHistory('/');
    mount(history);
    expect(await screen.findByText('打开名片')).toBeTruthy();
    expect(where()).toBe('/login {"tab":"lawyer"}');
    fireEvent.click(screen.getByText('打开名片'));
    expect(await screen.findByText('名片 7')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('布局');
    act(() => history.go(-1));
    expect(await screen.findByText('打开名片')).toBeTruthy();
  });

  it('lets a modified click on a link do what the browser does', async () => {
    mount(createMemoryHistory('/login'));
    const link = await screen.findByText('打开名片');
    expect(link.getAttribute('href')).toBe('/app/card/7');
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/login');
  });

  it('shows the error element of the route that threw, and clears it on leaving', async () => {
    const history = createMemoryHistory('/app/boom');
    // React reports the caught error on the console; the page is what matters here.
    const quiet = console.error;
    console.error = () => undefined;
    try {
      mount(history);
      expect(await screen.findByText('出错：坏了')).toBeTruthy();
      expect(screen.getByRole('main').textContent).toContain('布局');
      act(() => history.push('/app/card/3'));
      expect(await screen.findByText('名片 3')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });

  it('updates the query with useSearchParams, one history entry per change', async () => {
    const history = createMemoryHistory('/app/list?size=20');
    mount(history);
    fireEvent.click(await screen.findByText('下一页'));
    expect(where()).toBe('/app/list?size=20&current=2');
    fireEvent.click(screen.getByText('下一页'));
    expect(where()).toBe('/app/list?size=20&current=3');
    act(() => history.go(-1));
    expect(where()).toBe('/app/list?size=20&current=2');
  });

  it('falls back to the splat route for an unknown path', async () => {
    mount(createMemoryHistory('/nowhere'));
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});

describe('useBlocker', () => {
  it('holds a navigation until proceed, and drops it on reset', async () => {
    mount(createMemoryHistory('/app/edit'));
    fireEvent.click(await screen.findByText('去名片'));
    expect(screen.getByText('状态 blocked')).toBeTruthy();
    expect(where()).toBe('/app/edit');
    fireEvent.click(screen.getByText('留在本页'));
    expect(screen.getByText('状态 unblocked')).toBeTruthy();
    expect(where()).toBe('/app/edit');
    fireEvent.click(screen.getByText('去名片'));
    fireEvent.click(screen.getByText('离开'));
    expect(await screen.findByText('名片 2')).toBeTruthy();
  });

  it('puts back a back-button move, and repeats it on proceed', async () => {
    const history = createMemoryHistory('/login');
    act(() => history.push('/app/edit'));
    mount(history);
    await screen.findByText('状态 unblocked');
    act(() => history.go(-1));
    expect(screen.getByText('状态 blocked')).toBeTruthy();
    expect(history.location.pathname).toBe('/app/edit');
    expect(where()).toBe('/app/edit');
    fireEvent.click(screen.getByText('离开'));
    expect(await screen.findByText('打开名片')).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });
});
