import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders `node` at `path` inside a react-router data router in memory (what useBlocker needs),
 * and hands back the router: `router.state.location` is where the app now is, and
 * `router.navigate` moves it as a link elsewhere would.
 *
 * @example const { router } = renderInRouter(<SiderMenu collapsed={false} />, '/app/office');
 */
export const renderInRouter = (node: ReactNode, path = '/') => {
  const router = createMemoryRouter([{ path: '*', element: node }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, view };
};
