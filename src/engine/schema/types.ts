// Shapes of the files under schemas/. The meta-schemas in schemas/meta are the source of truth;
// these types mirror them so engine code can read the files without casts.

export const permissions = ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'LAWYER', 'system'] as const;
export type Permission = (typeof permissions)[number];

/**
 * Shell-wide state an action may ask to refresh once it succeeds: `unread` the header's unread
 * message count (logs.msg.count), `conf` the app configuration (conf.app).
 */
export const refreshSignals = ['unread', 'conf'] as const;
export type RefreshSignal = (typeof refreshSignals)[number];

/** Office-level admin codes (docs/product.md, Office levels). */
export type AdminLevel = 1 | 2 | 3 | 4;

export type RoutePage =
  | { list: string; also?: string[] }
  | {
      form: string;
      /**
       * Loads the signed-in user's own record without an id (card.infoByLawyer) instead of the
       * form's `load`; a null answer means there is none yet and the form creates it.
       */
      load?: FormSchema['load'];
      /** Where to go after saving, instead of the form's `back`. */
      back?: string;
      /** This page's second submit button (only here: the form also serves other pages). */
      then?: FormThen;
    }
  | { component: string };

export interface RouteDef {
  path: string;
  title: string;
  auth?: Permission | Permission[];
  /** Function-switch name: the menu entry shows only while adminFuncSwitch.global[name] is on. */
  name?: string;
  public?: boolean;
  /** A public page that signed-in users see too, instead of being sent home (the card page). */
  alsoSignedIn?: boolean;
  menu?: { icon?: string; hidden?: boolean };
  /** Listed in the header's user menu (above 退出登录) for users who may open it. */
  userMenu?: boolean;
  redirect?: string;
  page?: RoutePage;
}

export interface RoutesFile {
  routes: RouteDef[];
}

export interface EnumOption {
  label: string;
  value: string | number | boolean;
  color?: string;
}

/** A Formily field schema as it appears in our files (the subset the meta-schema allows). */
export interface FieldSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'void';
  title?: string;
  description?: string;
  default?: unknown;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
  enum?: EnumOption[];
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  'x-decorator'?: string;
  'x-decorator-props'?: Record<string, unknown>;
  'x-validator'?: string | Array<Record<string, unknown>>;
  'x-reactions'?: unknown;
  'x-visible'?: boolean;
  'x-hidden'?: boolean;
  'x-display'?: 'visible' | 'hidden' | 'none';
  'x-pattern'?: 'editable' | 'disabled' | 'readOnly' | 'readPretty';
  'x-index'?: number;
  /**
   * Who may see and change the field (permission values as in routes' auth); absent = everyone.
   * Other viewers get the form without it, and the server's body schema for them refuses it.
   */
  'x-auth'?: Permission[];
  [key: `x-${string}`]: unknown;
}

export interface ObjectSchema extends FieldSchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
}

export interface ActionDef {
  label: string;
  /**
   * navigate: go to `to`; call: run `call` (after `confirm`); form: open `form` in a dialog;
   * download: export the current filter through `call`; detail: show `fields` of the row, or of
   * the record `call` answers (with `params`/`query` from the row) when the action names one.
   */
  type: 'navigate' | 'call' | 'form' | 'download' | 'detail';
  /** After success (call done, form saved, detail loaded): refresh these shell signals. */
  refresh?: RefreshSignal[];
  fields?: ColumnDef[];
  options?: Array<{ name: string; label: string; checked?: boolean; invert?: boolean }>;
  to?: string;
  call?: string;
  form?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  confirm?: string;
  success?: string;
  danger?: boolean;
  icon?: string;
  primary?: boolean;
  /** Shown only to users holding one of these permissions. */
  auth?: Permission | Permission[];
  /** Shown only to admins of these office levels. */
  levels?: AdminLevel[];
  /** Row actions: shown only when the row's field has one of the values. */
  when?: { field: string; in: Array<string | number | boolean> };
}

/**
 * A button acting on the selected rows: `call` gets `{ ids, ...body }` (plus the values of `form`,
 * a dialog asked first) and answers `{ succeeded, failed: [{ id, name, reason }] }`.
 */
export interface BatchActionDef {
  label: string;
  call: string;
  /** Fixed values sent with the ids (`{ "result": "approve" }`). */
  body?: Record<string, unknown>;
  /** A form file whose values are asked for in a dialog and sent with the ids (驳回原因). */
  form?: string;
  /** The question before running; `{count}` is the number of rows sent. */
  confirm?: string;
  /** What one row is counted in (张, 位, 篇): 3 张已通过. */
  unit?: string;
  /** What happened to each row that succeeded (已通过). */
  success?: string;
  danger?: boolean;
  icon?: string;
  primary?: boolean;
  auth?: Permission | Permission[];
  levels?: AdminLevel[];
  /** Only selected rows whose field has one of the values are sent; the others are skipped. */
  when?: { field: string; in: Array<string | number | boolean> };
  refresh?: RefreshSignal[];
  /**
   * Not in list files: set on the 导出所选 the engine derives from a list's `download` toolbar
   * action (batchActionsOf); the selected ids go to that export call with its options.
   */
  download?: { options?: ActionDef['options'] };
}

export interface ColumnDef {
  field: string;
  title: string;
  width?: number;
  format?: 'text' | 'date' | 'datetime' | 'enum' | 'list' | 'image' | 'boolean';
  enum?: EnumOption[];
  ellipsis?: boolean;
  /** Stays at that edge while the table scrolls sideways (antd Table's `fixed`). */
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  /**
   * The server sorts the list by this column on a header click (sortField/sortOrder, kept in the
   * URL); the column must be a sort key of the list's resource (the schema check says so).
   */
  sorter?: boolean;
}

/**
 * An Excel import declared by a list (docs/architecture.md, Excel import): the columns are the
 * named fields of `form`, headed by their titles; upload → preview (`preview`) → 确认导入 (`call`).
 */
export interface ImportDef {
  /** The button's text (导入). */
  label?: string;
  /** The form file whose fields are the columns (their titles, options and rules). */
  form: string;
  /** The form's fields, in column order. */
  fields: string[];
  /** Update rows of existing records matched by this record field (the card's id), not create. */
  key?: { field: string; title: string };
  /** Checks the uploaded sheet and answers every row's problems; nothing is written. */
  preview: string;
  /** Imports the sheet's valid rows in one transaction. */
  call: string;
  /** Downloads the template (.xlsx); without it the dialog points at the list's 导出. */
  template?: string;
  /** New accounts: ask for one initial password for all, or generate one each. */
  password?: boolean;
  /** The template's example row: a value per field (a dropdown column shows its first option). */
  example?: Record<string, string | number>;
  /** One line of help shown above the upload. */
  hint?: string;
  /** What one row is counted in (位, 张). */
  unit?: string;
  auth?: Permission | Permission[];
  levels?: AdminLevel[];
}

export interface ListSchema {
  title?: string;
  rowKey?: string;
  /** The header stays in view as the page scrolls (antd Table's `sticky`). */
  sticky?: boolean;
  /** A checkbox per row; the selection stays while paging (antd Table's `rowSelection`). */
  rowSelection?: boolean;
  /** Buttons acting on the selected rows at once, in one request (needs `rowSelection`). */
  batchActions?: BatchActionDef[];
  /** 导入: an Excel import of rows into this list's resource. */
  import?: ImportDef;
  call: string;
  query?: Record<string, unknown>;
  search?: ObjectSchema;
  columns: ColumnDef[];
  toolbar?: ActionDef[];
  rowActions?: ActionDef[];
  pageSize?: number;
  /** false: the call returns the whole array and the table shows no pager. */
  paged?: boolean;
  summary?: { call: string; label: string };
  empty?: string;
}

export interface FormSchema {
  title?: string;
  load?: { call: string; params?: Record<string, unknown>; query?: Record<string, unknown> };
  /** create/update for records; `save` alone makes a settings page (load, save, stay). */
  submit: { create?: string; update?: string; save?: string };
  /** A second submit button that saves and then runs one more call. */
  then?: FormThen;
  /** Settings: dotted path of the form's values inside the loaded document (assets.imgs). */
  section?: string;
  /** Settings: the body field carrying the document as JSON text (appConfSet). */
  text?: string;
  /** Settings: fire the conf.app refresh signal after saving so the shell follows at once. */
  refresh?: boolean;
  /** Values merged into every submit payload, e.g. the office id taken from the route. */
  extra?: Record<string, unknown>;
  /** Fields that exist only when creating (e.g. the initial password). */
  createOnly?: string[];
  /** Where to go after a successful save; dialogs close instead. */
  back?: string;
  success?: string;
  labelCol?: number;
  dialogTitle?: string;
  /** Send the record's version on update (stale edits get 409); default true. */
  sendVersion?: boolean;
  /**
   * Keep unsaved values in localStorage while typing (a page, not a dialog), offer them back on
   * return (恢复草稿 / 丢弃) and forget them after a successful save.
   */
  draft?: boolean;
  /**
   * A registered component shown beside the form on a page, rendered inside the form so it sees
   * the live values (CardFormPreview: the phone preview of a card).
   */
  aside?: string;
  schema: ObjectSchema;
}

/** A second submit button: save, then run one more call on the saved record (保存并提交审核). */
export interface FormThen {
  label: string;
  call: string;
  /** Values of the follow-up call; `{id}` is the saved record's id. */
  body?: Record<string, unknown>;
  confirm?: string;
  success?: string;
}

export type FormMode = 'create' | 'update' | 'settings';
