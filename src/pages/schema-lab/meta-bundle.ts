import type { stateExtensions } from 'codemirror-json-schema';
import action from '../../../schemas/meta/action.schema.json';
import enums from '../../../schemas/meta/enums.schema.json';
import field from '../../../schemas/meta/field.schema.json';
import form from '../../../schemas/meta/form.schema.json';
import list from '../../../schemas/meta/list.schema.json';
import routes from '../../../schemas/meta/routes.schema.json';

// The editor's completion library resolves `$ref` only inside one document, while our
// meta-schemas refer to each other by file name (form → field → enums). This folds the files a
// meta-schema needs into its own `$defs` and rewrites the references to point there.

type Json = unknown;
type JSONSchema7 = NonNullable<Parameters<typeof stateExtensions>[0]>;
const metas: Record<string, Json> = { action, enums, field, form, list, routes };
export type MetaKind = 'form' | 'list' | 'routes';

const rewrite = (node: Json, self: string, root: string): Json => {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, self, root));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => {
      if (k !== '$ref' || typeof v !== 'string') return [k, rewrite(v, self, root)];
      const [fileName, fragment = ''] = v.split('#');
      const target = fileName ? fileName.replace('.schema.json', '') : self;
      if (target === root) return ['$ref', `#${fragment}`];
      // One level of $defs only: the library does not follow a ref into nested $defs when it
      // steps through a document, so `field.schema.json#/$defs/object` becomes `#/$defs/field__object`.
      const def = /^\/\$defs\/([^/]+)(.*)$/.exec(fragment);
      return [
        '$ref',
        def ? `#/$defs/${target}__${def[1]}${def[2]}` : `#/$defs/${target}__${fragment}`,
      ];
    }),
  );
};

/** A meta-schema without its own `$id`/`$schema`, which would make its refs resolve elsewhere. */
const body = (schema: Json): Record<string, Json> => {
  const copy = { ...(schema as Record<string, Json>) };
  delete copy.$id;
  delete copy.$schema;
  return copy;
};

const at = (root: Json, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node as Record<string, Json> | undefined)?.[key], root);

/**
 * The completion library ignores a `$ref` that has sibling keywords (as draft 7 says), and ours
 * carry a Chinese `description` beside it: a reference to a leaf (the enums: no further refs) is
 * replaced by the leaf itself, keeping the siblings.
 */
const inlineLeafRefs = (node: Json, root: Json, key = '', depth = 0): Json => {
  if (Array.isArray(node)) return node.map((n) => inlineLeafRefs(n, root, '', depth));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, Json>;
  const walked = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, inlineLeafRefs(v, root, k, depth)]),
  );
  if (typeof $ref !== 'string') return walked;
  const target = at(root, $ref);
  if (Object.keys(rest).length && target && !JSON.stringify(target).includes('"$ref"')) {
    return { ...(target as object), ...walked };
  }
  // Nor does it step through a ref under additionalProperties (a form's fields): inline the
  // field definition twice deep (a field and the fields of an object field).
  if (key === 'additionalProperties' && target && depth < 2) {
    return { ...(inlineLeafRefs(target, root, '', depth + 1) as object), ...walked };
  }
  return { $ref, ...walked };
};

/** One self-contained JSON schema for a form, list or routes file. */
export const bundledMeta = (kind: MetaKind): JSONSchema7 => {
  const top = body(rewrite(metas[kind], kind, kind));
  const others = Object.fromEntries(
    Object.keys(metas)
      .filter((name) => name !== kind)
      .flatMap((name) => {
        const { $defs: defs, ...whole } = body(rewrite(metas[name], name, kind));
        return [
          [`${name}__`, whole],
          ...Object.entries((defs ?? {}) as Record<string, Json>).map(([d, v]) => [
            `${name}__${d}`,
            v,
          ]),
        ];
      }),
  );
  const bundle = { ...top, $defs: { ...(top.$defs as object), ...others } };
  return inlineLeafRefs(bundle, bundle) as JSONSchema7;
};
