import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from '../../engine/router';
import type { Crumb } from '../../engine/schema/routes';
import './breadcrumb-trail.css';

/**
 * The page's place in the route table, drawn as antd's Breadcrumb draws it. antd's own brings
 * Dropdown and Menu along (for crumbs with menus, which we never use) on every /app route.
 */
export const BreadcrumbTrail = ({ crumbs }: { crumbs: Crumb[] }) => {
  const { token } = theme.useToken();
  // The theme darkens the description colour for contrast on the grey page (providers.tsx).
  const colours = {
    '--breadcrumb-muted': token.colorTextDescription,
    '--breadcrumb-text': token.colorText,
    '--breadcrumb-hover-bg': token.colorBgTextHover,
    '--breadcrumb-focus': token.colorPrimaryBorder,
  } as CSSProperties;
  return (
    <nav className="breadcrumb-trail" aria-label="面包屑导航" style={colours}>
      <ol>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.path}>
              {last ? (
                <span aria-current="page">{c.title}</span>
              ) : (
                <Link to={c.path}>{c.title}</Link>
              )}
              {!last && (
                <span className="breadcrumb-trail-separator" aria-hidden="true">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
