// The x-component / x-decorator names a schema may use. components.ts maps each to a component and
// is typed against this list, so the build-time check (which must not load React) and the
// registry cannot drift apart.
export const componentNames = [
  'FormItem',
  'FormGrid',
  'Space',
  'Input',
  'Input.TextArea',
  'Password',
  'NumberPicker',
  'Select',
  'Radio.Group',
  'Checkbox',
  'Checkbox.Group',
  'Switch',
  'DatePicker',
  'DatePicker.RangePicker',
  'AreaCascader',
  'ImageUpload',
  'VideoUpload',
  'RichText',
  'RemoteSelect',
  'ColorPicker',
  'MenuSwitches',
  'CallValue',
  'SmsCodeInput',
  // Form `aside`: the phone preview following a card form's values.
  'CardFormPreview',
  // Formily's array fields: the container and its row parts, addressed by dotted names.
  'ArrayItems',
  'ArrayItems.Item',
  'ArrayItems.Remove',
  'ArrayItems.Addition',
  'ArrayItems.Index',
  'ArrayItems.MoveUp',
  'ArrayItems.MoveDown',
  'ArrayTable',
  'ArrayTable.Column',
  'ArrayTable.Remove',
  'ArrayTable.Addition',
  'ArrayTable.Index',
  'ArrayTable.MoveUp',
  'ArrayTable.MoveDown',
] as const;

export type ComponentName = (typeof componentNames)[number];
