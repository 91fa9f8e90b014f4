import { describe, expect, it } from 'vitest';
import { bestMatch, matchPath } from './match-path';
import { matchRoutes, type RouteObject } from './match-routes';

describe('matchPath', () => {
  it('reads parameters, decoded, and ignores a trailing slash and the case of static parts', () => {
    expect(matchPath('/app/card/edit/:id', '/APP/card/edit/12/')).toEqual({
      params: { id: '12' },
      rest: '',
    });
    expect(matchPath('/card/:id', '/card/%E5%BC%A0')?.params).toEqual({ id: '张' });
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(matchPath('/card/:id', '/card/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('matches whole segments only, and a prefix only when asked', () => {
    expect(matchPath('/app/card', '/app/cards')).toBeNull();
    expect(matchPath('/app', '/app/card')).toBeNull();
    expect(matchPath('/app', '/app/card', false)).toEqual({ params: {}, rest: '/card' });
    expect(matchPath('/app/card/:id', '/app/card')).toBeNull();
  });

  it('gives a trailing * the rest of the path', () => {
    expect(matchPath('/app/*', '/app/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('*', '/')?.params).toEqual({ '*': '' });
  });

  it('bestMatch prefers the most specific pattern whatever the order', () => {
    const table = ['/app/cms/:id', '/app/cms/add', '*'];
    expect(bestMatch(table, (p) => p, '/app/cms/add')?.item).toBe('/app/cms/add');
    expect(bestMatch(table, (p) => p, '/app/cms/7')).toEqual({
      item: '/app/cms/:id',
      params: { id: '7' },
    });
    expect(bestMatch(table, (p) => p, '/nowhere')?.item).toBe('*');
    expect(bestMatch(['/a'], (p) => p, '/b')).toBeUndefined();
  });
});

describe('matchRoutes', () => {
  const table: RouteObject<string>[] = [
    { path: '/', element: 'root' },
    { path: '/login', element: 'login' },
    {
      path: '/app',
      element: 'layout',
      children: [
        { index: true, element: 'home' },
        { path: 'cms/:id', element: 'cms-edit' },
        { path: 'cms/add', element: 'cms-add' },
        { path: '*', element: 'app-404' },
      ],
    },
    { path: '*', element: '404' },
  ];
  const leaf = (pathname: string) =>
    matchRoutes(table, pathname)?.map((m) => [m.route.element, m.params]);

  it('returns the branch root first, children inheriting the parameters', () => {
    expect(leaf('/app/cms/9')).toEqual([
      ['layout', { id: '9' }],
      ['cms-edit', { id: '9' }],
    ]);
    expect(leaf('/app/cms/add')?.[1][0]).toBe('cms-add');
  });

  it('takes the index route for the parent path and the splats only when nothing else fits', () => {
    expect(leaf('/app')?.[1][0]).toBe('home');
    expect(leaf('/app/')?.[1][0]).toBe('home');
    expect(leaf('/app/nothing/here')?.map((m) => m[0])).toEqual(['layout', 'app-404']);
    expect(leaf('/')?.[0][0]).toBe('root');
    expect(leaf('/login')?.[0][0]).toBe('login');
    expect(leaf('/elsewhere')?.[0][0]).toBe('404');
  });

  it('finds nothing in a table without a splat', () => {
    expect(matchRoutes([{ path: '/login', element: 'x' }], '/register')).toBeNull();
  });
});
