// Route schemas of the settings calls, derived from the same section schemas the values are
// checked with: bodies are the section's fields plus `version`; answers add `version` and
// `corrupt`. Documents travel as JSON text (docs/product.md, Requests) in the body field
// `appConfSet`.
import type { JsonSchema } from '../../../../src/engine/schema/to-json-schema';
import { bool, envelope, firmIdField, int, obj } from '../envelope';
import { versionField } from '../forms';
import { sectionsOf, type DocumentName, type SectionName } from './defaults';
import { schemaOf } from './sections';

/** The body field carrying a document's text (contract: `{ appConfSet: "<JSON text>" }`). */
export const TEXT_FIELD = 'appConfSet';
/** Generous for every section of a document together; more is refused before parsing. */
export const MAX_TEXT = 50_000;

/** The response shape of a value schema: types and keys only, rules dropped. */
const shapeOf = (schema: JsonSchema): JsonSchema => {
  const out: JsonSchema = {};
  if (schema.type) out.type = schema.type;
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, shapeOf(v)]),
    );
    out.additionalProperties = false;
  }
  if (schema.items) out.items = shapeOf(schema.items);
  return out;
};

const meta = { version: int, corrupt: bool };

/** `{ ...values, version, corrupt? }` of one section. */
export const sectionAnswerSchema = (name: SectionName): JsonSchema => {
  const shape = shapeOf(schemaOf(name));
  const keys = Object.keys(shape.properties ?? {});
  return obj({ ...shape.properties, ...meta }, [...keys, 'version']);
};

/** A section's fields, each optional or required as the form says, plus the version seen. */
export const sectionBody = (name: SectionName): JsonSchema => {
  const schema = schemaOf(name);
  return {
    ...schema,
    properties: { ...schema.properties, version: versionField, firmId: firmIdField },
  };
};

export type SectionBody = Record<string, unknown> & { version?: number; firmId?: number };

/** The section's fields of a body (version and firmId belong to the call, not the section). */
export const sectionFields = ({ version: _v, firmId: _f, ...fields }: SectionBody) => fields;

/** A document's sections nested by their dotted paths, with version and corrupt. */
export const documentAnswerSchema = (name: DocumentName): JsonSchema => {
  const root: Record<string, JsonSchema> = {};
  for (const section of sectionsOf(name)) {
    const [head, ...rest] = section.split('.');
    const shape = shapeOf(schemaOf(section));
    root[head] = rest.length ? obj({ [rest.join('.')]: shape }) : shape;
  }
  return obj({ ...root, ...meta }, [...Object.keys(root), 'version']);
};

/** conf.app: the app_conf document plus icp, login and card (docs/contract-settings.md). */
export const confAppSchema = (): JsonSchema => {
  const doc = documentAnswerSchema('appConf');
  const login = shapeOf(schemaOf('loginRegSet')).properties ?? {};
  return obj(
    {
      ...doc.properties,
      icp: { type: 'string' },
      login: obj({ selfRegister: login.selfRegister, methods: login.methods }),
      card: shapeOf(schemaOf('card')),
    },
    [...(doc.required ?? []), 'icp', 'login', 'card'],
  );
};

export const documentBody: JsonSchema = obj(
  {
    [TEXT_FIELD]: { type: 'string', title: '设置内容', minLength: 1, maxLength: MAX_TEXT },
    version: versionField,
    firmId: firmIdField,
  },
  [TEXT_FIELD],
);

export const versionAnswer = envelope(obj({ version: int }, ['version']));
