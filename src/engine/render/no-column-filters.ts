// Stands in for antd's table/hooks/useFilter/FilterDropdown in production builds
// (scripts/vite-stub-imports.ts). antd's Table imports that dropdown, and with it Tree,
// Menu, Radio and a search box, whether or not a column filters: about 15 kB gzipped on every
// list. Our columns cannot filter (schemas/meta/list.schema.json allows no `filters`), so the
// dropdown never renders; if one ever does, this says why instead of failing somewhere deeper.

interface FilterOption {
  value: unknown;
  children?: FilterOption[];
}

/** antd's own helper, used by the filter hook whether or not a column filters. */
export function flattenKeys(filters?: FilterOption[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

export default function FilterDropdown(): never {
  throw new Error('Table column filters are left out of the build (scripts/vite-stub-imports.ts)');
}
