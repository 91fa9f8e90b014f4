import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../pages/names';

/** Pages a route names as `page.component`, each its own chunk. Typed against pages/names.ts. */
export const pages: Record<PageName, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('../pages/login/login-page')),
  register: lazy(() => import('../pages/register/register-page')),
  'user-dashboard': lazy(() => import('../pages/user-dashboard/user-dashboard-page')),
  'card-detail': lazy(() => import('../pages/card-detail/card-detail-page')),
  'public-card': lazy(() => import('../pages/public-card/public-card-page')),
  pending: lazy(() => import('../pages/pending/pending-page')),
};
