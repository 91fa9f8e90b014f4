import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../testing/render-in-router';
import { BreadcrumbTrail } from './breadcrumb-trail';

afterEach(cleanup);

const crumbs = [
  { title: '机构管理', path: '/app/office' },
  { title: '管理员设置', path: '/app/office/7/admins' },
];

describe('BreadcrumbTrail', () => {
  it('is a named navigation whose earlier crumbs link to their pages and the last is the current page', () => {
    renderInRouter(<BreadcrumbTrail crumbs={crumbs} />, '/app/office/7/admins');
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['机构管理', '/app/office'],
    ]);
    expect(within(nav).getByText('管理员设置').getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).toBe('机构管理/管理员设置');
  });

  it('moves within the console on a click, without reloading', async () => {
    const { router } = renderInRouter(<BreadcrumbTrail crumbs={crumbs} />, '/app/office/7/admins');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '机构管理' }));
    });
    expect(router.state.location.pathname).toBe('/app/office');
  });
});
