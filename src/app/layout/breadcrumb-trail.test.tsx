import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '../../engine/router/history';
import { Router } from '../../engine/router/router';
import { BreadcrumbTrail } from './breadcrumb-trail';

afterEach(cleanup);

const crumbs = [
  { title: '机构管理', path: '/app/office' },
  { title: '管理员设置', path: '/app/office/7/admins' },
];

const renderAt = (path: string) => {
  const history = createMemoryHistory(path);
  render(
    <Router history={history}>
      <BreadcrumbTrail crumbs={crumbs} />
    </Router>,
  );
  return history;
};

describe('BreadcrumbTrail', () => {
  it('is a named navigation whose earlier crumbs link to their pages and the last is the current page', () => {
    renderAt('/app/office/7/admins');
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['机构管理', '/app/office'],
    ]);
    const current = within(nav).getByText('管理员设置');
    expect(current.getAttribute('aria-current')).toBe('page');
    // Separators are drawn, not read: the list already says where one crumb ends.
    expect(nav.textContent).toBe('机构管理/管理员设置');
    expect(within(nav).getByText('/').getAttribute('aria-hidden')).toBe('true');
  });

  it('moves within the console on a click, without reloading', () => {
    const history = renderAt('/app/office/7/admins');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: '机构管理' }));
    });
    expect(history.location.pathname).toBe('/app/office');
  });
});
