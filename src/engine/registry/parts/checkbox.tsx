import { Checkbox as FormilyCheckbox } from '@formily/antd-v5';
import type { ComponentProps } from 'react';
import {
  useRemoteOptions,
  type RemoteOptionsSource,
} from '../../components/remote-select/use-remote-options';

type GroupProps = ComponentProps<typeof FormilyCheckbox.Group> & RemoteOptionsSource;

/**
 * `Checkbox.Group` as Formily has it, plus the RemoteSelect keys (`call`, `query`, `paged`,
 * `labelField`, `valueField`) in `x-component-props`: with a `call`, the boxes are the options that
 * call answers instead of the field's `enum`, so a list the server owns (名片页's 展示字段, the
 * card form's fields) is never copied into a form file.
 */
function Group({ call, query, paged, labelField, valueField, ...props }: GroupProps) {
  const { options } = useRemoteOptions({ call, query, paged, labelField, valueField });
  // Formily maps the field's enum (dataSource) onto `options` only when the field has one, so
  // the loaded options stay.
  return <FormilyCheckbox.Group {...props} {...(call ? { options } : {})} />;
}

function Single(props: ComponentProps<typeof FormilyCheckbox>) {
  return <FormilyCheckbox {...props} />;
}

// A new object rather than Formily's own with its Group replaced: that one is shared.
export const Checkbox = Object.assign(Single, { __ANT_CHECKBOX: true, Group });
