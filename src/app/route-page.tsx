import { Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { canAccess, switchedOffBy } from '../engine/schema/routes';
import type { RouteDef } from '../engine/schema/types';
import { routes } from '../engine/route-table';
import { readSchemas } from '../engine/schemas';
import { useAppConf } from '../engine/state/app-conf';
import { NoAccess } from '../pages/no-access/no-access';
import type { PageName } from '../pages/names';
import { pages } from './page-registry';
import { formView, listView, settingsView } from './route-chunks';
import { useSession } from '../api/session-store';

// Each view its own chunk: a page without a list or form (the dashboard) loads neither Formily nor
// the form components, and a list does not load the form page's code. The router's Suspense shows
// the spinner while one loads.
const FormView = formView.Page;
const ListView = listView.Page;
const SettingsView = settingsView.Page;

export const APP_NAME = '律所数字名片管理后台';

/** A list route's lists, once their schema files are here. */
const RouteLists = ({ names }: { names: string[] }) => {
  const lists = readSchemas('lists', names);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {lists.map((list, i) => (
        <ListView key={names[i]} list={list} />
      ))}
    </Space>
  );
};

/** One route of routes.json: the guard, then its list, form or page. */
const RoutePage = ({ route }: { route: RouteDef }) => {
  const { user } = useSession();
  const params = useParams();
  const { pathname } = useLocation();
  const { conf } = useAppConf();
  // Suspends until the route's schema files are here (router.tsx preloads them with the chunks).
  const p = route.page;
  const [routeForm] = readSchemas('forms', p && 'form' in p ? [p.form] : []);
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
  if (switchedOffBy(routes, route, conf.adminFuncSwitch?.global)) {
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

export default RoutePage;
