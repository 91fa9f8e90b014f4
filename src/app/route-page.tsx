import { Space } from 'antd';
import { lazy, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { matchRoutes, Navigate, useLocation, useParams, type Params } from 'react-router-dom';
import { publishedState, publishedVersion, subscribePublished } from '../engine/published-files';
import { useRouteTable } from '../engine/live-routes';
import { SCHEMA_ADMIN_PATH } from '../engine/schema/published';
import { canAccess, switchedOffBy } from '../engine/schema/routes';
import type { FormSchema, RouteDef } from '../engine/schema/types';
import { readSchemas } from '../engine/schemas';
import { useAppConf } from '../engine/state/app-conf';
import { NoAccess } from '../pages/no-access/no-access';
import type { PageName } from '../pages/names';
import { pages } from './page-registry';
import { retryImport } from './retry-import';
import { formView, listView, settingsView } from './route-chunks';
import { useSession } from '../api/session-store';

// Each view its own chunk: a page without a list or form (the dashboard) loads neither Formily nor
// the form components, and a list does not load the form page's code. The router's Suspense shows
// the spinner while one loads.
const FormView = formView.Page;
const ListView = listView.Page;
const SettingsView = settingsView.Page;

// Only for an address no route of the table in use has: not loaded with every page.
const NotFoundPage = lazy(retryImport(() => import('../pages/not-found/not-found-page')));

export const APP_NAME = '律所数字名片管理后台';

/**
 * A list route's lists, once their schema files are here. A newer published list replaces the one
 * on screen at the next render (a list holds nothing the user typed but its filters).
 */
const RouteLists = ({ names }: { names: string[] }) => {
  const lists = readSchemas('lists', names);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {lists.map((list, i) => (
        <ListView key={`${names[i]}@${publishedVersion(`lists/${names[i]}`)}`} list={list} />
      ))}
    </Space>
  );
};

/**
 * The form a page shows, read once per address: a newer published version waits for the next
 * visit, never swapping (or breaking) the fields under someone typing. Suspends as readSchemas.
 */
const usePinnedForm = (name: string | undefined, at: string): FormSchema | undefined => {
  const [pinned, setPinned] = useState<{ at: string; form: FormSchema | undefined }>();
  if (pinned?.at === at) return pinned.form;
  const [form] = readSchemas('forms', name ? [name] : []);
  // React's "adjust state while rendering": this render is redone at once with the pin.
  setPinned({ at, form });
  return form;
};

/** One route of the route table: the guard, then its list, form or page. */
const RoutePage = ({ route, params: given }: { route: RouteDef; params?: Params }) => {
  const { user } = useSession();
  const ownParams = useParams();
  const params = given ?? ownParams;
  const { pathname } = useLocation();
  const { conf } = useAppConf();
  const { routes } = useRouteTable();
  // A newer publish re-renders the page: its lists follow, its form waits (usePinnedForm).
  useSyncExternalStore(subscribePublished, publishedState);
  // Suspends until the route's schema files are here (router.tsx preloads them with the chunks).
  const p = route.page;
  const formName = p && 'form' in p ? p.form : undefined;
  const routeForm = usePinnedForm(formName, `${pathname}|${formName}`) as FormSchema;
  // A page of the user's own record (名片信息) loads it with its own call and returns elsewhere.
  // Memoised: the form view recomputes its schemas when the form object changes.
  const pageForm = useMemo(() => {
    if (!p || !('form' in p) || (!p.load && !p.back && !p.then)) return undefined;
    return {
      ...routeForm,
      ...(p.load ? { load: p.load } : {}),
      ...(p.back ? { back: p.back } : {}),
      ...(p.then ? { then: p.then } : {}),
    };
  }, [p, routeForm]);

  useEffect(() => {
    document.title = `${route.title} - ${APP_NAME}`;
  }, [route.title]);

  if (!canAccess(route, user?.auth ?? [])) return <NoAccess />;
  // 页面配置 stays reachable whatever a published table or a switch says (route-guard.ts).
  const switchable = route.path !== SCHEMA_ADMIN_PATH;
  if (switchable && switchedOffBy(routes, route, conf.adminFuncSwitch?.global)) {
    return (
      <NoAccess reason="此功能已被本所关闭，如需使用请联系系统管理员在“功能设置 › 管理后台”中开启。" />
    );
  }
  if (!route.page && route.redirect) return <Navigate to={route.redirect} replace />;
  const page = route.page;
  if (!page) return <NoAccess />;
  if ('list' in page)
    return <RouteLists key={pathname} names={[page.list, ...(page.also ?? [])]} />;
  if ('form' in page && routeForm.submit.save) {
    return <SettingsView key={pathname} form={routeForm} />;
  }
  if ('form' in page) {
    const id = params.id ? Number(params.id) : undefined;
    return (
      <FormView
        key={pathname}
        form={pageForm ?? routeForm}
        formName={page.form}
        own={Boolean(page.load)}
        mode={id !== undefined || page.load ? 'update' : 'create'}
        recordId={id}
        params={params}
      />
    );
  }
  const Page = pages[page.component as PageName];
  return <Page />;
};

/** The route at `path` in the table in use: a published table may change or drop the row. */
export const LiveRoutePage = ({ path }: { path: string }) => {
  const route = useRouteTable().routes.find((r) => r.path === path);
  return route ? <RoutePage route={route} /> : <NotFoundPage />;
};

/**
 * An address the router has no route for: a route only the firm's published table has, matched
 * with react-router's own ranking, or else 404.
 */
export const PublishedOnlyPage = () => {
  const { routes } = useRouteTable();
  const { pathname } = useLocation();
  const found = matchRoutes(
    routes.filter((r) => r.path.startsWith('/app/')).map((r) => ({ path: r.path, def: r })),
    pathname,
  )?.at(-1);
  return found ? (
    <RoutePage key={found.route.path} route={found.route.def} params={found.params} />
  ) : (
    <NotFoundPage />
  );
};

export default RoutePage;
