import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { Crumb } from '../../engine/schema/routes';

/** The page's place in the route table: antd's Breadcrumb, every crumb but the last a link. */
export const BreadcrumbTrail = ({ crumbs }: { crumbs: Crumb[] }) => (
  <Breadcrumb
    aria-label="面包屑导航"
    items={crumbs.map((c, i) => ({
      key: c.path,
      title:
        i === crumbs.length - 1 ? (
          <span aria-current="page">{c.title}</span>
        ) : (
          <Link to={c.path}>{c.title}</Link>
        ),
    }))}
  />
);
