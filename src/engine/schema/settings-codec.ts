// Settings pages read and write one section of a settings document (docs/contract-settings.md).
// Some documents travel as JSON text in a body field (appConfSet, docs/product.md, Requests); these
// two pure functions are the only place that knows how, so the page just renders values.
import type { FormSchema } from './types';

type Plain = Record<string, unknown>;
type Wire = Pick<FormSchema, 'section' | 'text'>;

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface DecodedSettings {
  values: Plain;
  version?: number;
  /** The stored settings could not be read; the values are defaults and saving replaces them. */
  corrupt: boolean;
}

const getPath = (doc: Plain, path: string | undefined): unknown =>
  path ? path.split('.').reduce<unknown>((v, key) => (isPlain(v) ? v[key] : undefined), doc) : doc;

const setPath = (path: string, value: unknown): Plain =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Plain;

/**
 * The form's values from a load answer: the document is the answer itself, or the JSON text in
 * its `text` field; the values are the `section` of it.
 *
 * @example decodeSettings({ section: 'index', text: 'appConfSet' },
 *   { appConfSet: '{"index":{"intro":"…"}}', version: 2 }) // values { intro: '…' }, version 2
 */
export const decodeSettings = (form: Wire, data: unknown): DecodedSettings => {
  const answer = isPlain(data) ? data : {};
  const version = typeof answer.version === 'number' ? answer.version : undefined;
  let corrupt = answer.corrupt === true;
  let doc: unknown = answer;
  if (form.text && typeof answer[form.text] === 'string') {
    try {
      doc = JSON.parse(answer[form.text] as string);
    } catch {
      doc = {};
      corrupt = true;
    }
  }
  const section = isPlain(doc) ? getPath(doc, form.section) : undefined;
  if (!isPlain(section)) return { values: {}, version, corrupt };
  // The answer's bookkeeping keys are not form values.
  const values = Object.fromEntries(
    Object.entries(section).filter(([key]) => key !== 'version' && key !== 'corrupt'),
  );
  return { values, version, corrupt };
};

/**
 * The save body for a section: `{ section: values }` (nested by its dotted path), as JSON text in
 * the `text` field when the form says so, plus the version the page loaded.
 *
 * @example encodeSettings({ section: 'assets.imgs', text: 'appConfSet' }, { logo: 'a.png' }, 3)
 * // { appConfSet: '{"assets":{"imgs":{"logo":"a.png"}}}', version: 3 }
 */
export const encodeSettings = (form: Wire, values: Plain, version?: number): Plain => {
  const doc = form.section ? setPath(form.section, values) : values;
  const body: Plain = form.text ? { [form.text]: JSON.stringify(doc) } : { ...doc };
  return version === undefined ? body : { ...body, version };
};
