import { theme } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import type { CallName } from '../../api/calls';
import { loadChain, type AreaOption } from '../../engine/components/area-cascader/area-options';
import { useRemoteOptions } from '../../engine/components/remote-select/use-remote-options';
import type { FieldSchema } from '../../engine/schema/types';
import { entryText, listEntries, plainText } from './revision-rows';

export type Side = 'published' | 'pending';

const EMPTY = '（空）';
const SIDE_NAME: Record<Side, string> = { published: '已发布', pending: '待审核' };

/** Options of a RemoteSelect field, asked for with its own call, as the form would. */
const RemoteText = ({ field, value }: { field: FieldSchema; value: unknown }) => {
  const props = field['x-component-props'] ?? {};
  const { options } = useRemoteOptions({
    call: props.call as CallName | undefined,
    query: props.query as Record<string, unknown> | undefined,
    paged: props.paged === true,
    labelField: props.labelField as string | undefined,
    valueField: props.valueField as string | undefined,
  });
  const values = Array.isArray(value) ? value : [value];
  // Until the options arrive (or for one no longer offered) the stored value is shown.
  const labels = values.map((v) => options.find((o) => o.value === v)?.label ?? String(v));
  return <>{labels.join('、')}</>;
};

/** Place codes as names (北京市 / 北京市 / 朝阳区), from the cascader's own calls. */
const AreaText = ({ value }: { value: string[] }) => {
  const [names, setNames] = useState<string[] | null>(null);
  const key = value.join(',');
  useEffect(() => {
    let alive = true;
    const codes = key.split(',');
    loadChain(codes)
      .then((roots) => {
        const out: string[] = [];
        let level: AreaOption[] | undefined = roots;
        for (const code of codes) {
          const node: AreaOption | undefined = level?.find((o) => o.value === code);
          out.push(node?.label ?? code);
          level = node?.children;
        }
        if (alive) setNames(out);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [key]);
  return <>{(names ?? value).join(' / ')}</>;
};

/**
 * One version's value of a field, as the card shows it: pictures as pictures, a video as a link,
 * options and places by name, and a list one entry per line with the entries the other version
 * lacks marked (highlighted when added, struck through when removed).
 */
export const RevisionValue = ({
  field,
  value,
  other,
  side,
  label,
}: {
  field: FieldSchema;
  value: unknown;
  other: unknown;
  side: Side;
  label: string;
}) => {
  const { token } = theme.useToken();
  const marked: CSSProperties =
    side === 'pending'
      ? { background: token.colorWarningBg }
      : { textDecoration: 'line-through', color: token.colorTextSecondary };
  if (value === undefined || value === null || value === '') {
    return <span style={{ color: token.colorTextSecondary }}>{EMPTY}</span>;
  }
  const component = field['x-component'];
  if (component === 'ImageUpload' && typeof value === 'string') {
    return (
      <img
        src={value}
        alt={`${label}（${SIDE_NAME[side]}）`}
        style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 4 }}
      />
    );
  }
  if (component === 'VideoUpload' && typeof value === 'string') {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer">
        查看{label}
      </a>
    );
  }
  if (component === 'AreaCascader' && Array.isArray(value)) {
    return <AreaText value={value.map(String)} />;
  }
  if (component === 'RemoteSelect' && field['x-component-props']?.call) {
    return <RemoteText field={field} value={value} />;
  }
  if (Array.isArray(value)) {
    if (!value.length) return <span style={{ color: token.colorTextSecondary }}>{EMPTY}</span>;
    return (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {listEntries(value, other).map((e, i) => (
          <li key={i}>
            <span style={e.differs ? marked : undefined}>{entryText(field, e.value)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return <span style={{ whiteSpace: 'pre-wrap' }}>{plainText(field, value)}</span>;
};
