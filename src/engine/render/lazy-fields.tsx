import { useFormLayout } from '@formily/antd-v5';
import type { Form, GeneralField } from '@formily/core';
import {
  ExpressionScope,
  RecursionField,
  Schema,
  SchemaComponentsContext,
  SchemaOptionsContext,
  useExpressionScope,
  useForm,
  type SchemaReactComponents,
} from '@formily/react';
import { theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadedComponents } from '../registry/load-components';
import { estimateHeight, FieldPlaceholder, type PlaceholderLook } from './field-placeholder';
import { NearViewportContext, useNearViewportObserver } from './near-viewport';
import { useSkipFarRows, withOffscreenSkipping } from './offscreen-fields';
import './offscreen-fields.css';

const components = loadedComponents as SchemaReactComponents;
const options = { components };
const noScope = {};
const contents = { display: 'contents' } as const;

/**
 * Whether a top-level field can wait as data: a leaf (an input, a select, an array edited by one
 * component, a void block like CallValue). Containers (a grid, ArrayItems rows) render their
 * children through Formily and mount at once.
 */
const canWait = (schema: Schema): boolean => {
  if (schema.properties && Object.keys(schema.properties).length) return false;
  const items = schema.items;
  return !(items && !Array.isArray(items) && items.properties);
};

/** The field as RecursionField would create it, without rendering it. */
const createDataField = (form: Form, name: string, schema: Schema, scope: unknown) => {
  const props = { ...schema.toFieldProps({ scope: scope as Record<string, unknown> }), name };
  if (schema.type === 'void') return form.createVoidField(props);
  if (schema.type === 'object') return form.createObjectField(props);
  if (schema.type === 'array') return form.createArrayField(props);
  return form.createField(props);
};

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea, select, button, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** One top-level field that waits below the fold until it comes near (or gets the focus). */
const LazyField = ({
  name,
  schema,
  look,
}: {
  name: string;
  schema: Schema;
  look: PlaceholderLook;
}) => {
  const form = useForm();
  const scope = useExpressionScope();
  // Created now, as data: validation, reactions and the form's values include it already. A new
  // form (a create page turned from an own record's page) gets its own; creating is idempotent.
  const field = useMemo<GeneralField>(
    () => createDataField(form, name, schema, scope),
    // The scope object is rebuilt on every render; its contents are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, name, schema],
  );
  const [mounted, setMounted] = useState(false);
  const focusOnMount = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // Not in a transition: a Formily observer whose first render React interrupts and restarts
  // can end up not following its field (a click that does not show), and users click fields as
  // they come into view.
  const mount = useCallback(() => setMounted(true), []);
  const mountFocused = useCallback(() => {
    focusOnMount.current = true;
    setMounted(true);
  }, []);
  useSkipFarRows(wrapper, mounted);
  useEffect(() => {
    if (!mounted || !focusOnMount.current) return;
    focusOnMount.current = false;
    wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [mounted]);
  if (!mounted) {
    const height = estimateHeight(schema['x-component']);
    return (
      <FieldPlaceholder
        field={field}
        height={height}
        look={look}
        onNear={mount}
        onFocus={mountFocused}
      />
    );
  }
  return (
    // No box of its own: the field lays out as if rendered directly.
    <div ref={wrapper} style={{ display: 'contents' }}>
      <RecursionField name={name} schema={schema} />
    </div>
  );
};

/** The placeholders' styles, from the form's layout and the antd theme. */
const usePlaceholderLook = (): PlaceholderLook => {
  const { token } = theme.useToken();
  const { labelCol = 5, wrapperCol = 12, layout } = useFormLayout();
  // On a phone the label sits above a full-width control, as the real fields' do.
  const vertical = layout === 'vertical';
  return useMemo(
    () => ({
      label: {
        width: vertical ? '100%' : `${(labelCol / 24) * 100}%`,
        paddingRight: 12,
        textAlign: vertical ? 'left' : 'right',
        lineHeight: '32px',
        color: token.colorTextSecondary,
      },
      asterisk: { color: token.colorError, marginRight: 4 },
      control: {
        width: vertical ? '100%' : `${Math.min(100, (wrapperCol / (24 - labelCol)) * 100)}%`,
        height: token.controlHeight,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
      },
      error: { color: token.colorError, lineHeight: '22px' },
    }),
    [labelCol, wrapperCol, vertical, token],
  );
};

/**
 * Renders a form's top-level fields the way SchemaField does, except that fields beyond the first
 * screen (estimated from their kinds) wait as data behind a placeholder until they come near
 * the viewport, are tabbed into, or scroll into view with an error. Raw Formily mounts every field
 * up front; a long form here costs about what its first screens cost.
 */
export const LazyFields = ({ schema }: { schema: Record<string, unknown> }) => {
  const root = useMemo(() => {
    const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
    return new Schema({
      type: 'object',
      ...schema,
      ...(properties ? { properties: withOffscreenSkipping(properties) } : {}),
    });
  }, [schema]);
  const observe = useNearViewportObserver();
  const look = usePlaceholderLook();
  // Which fields mount at once: decided once per schema, from the heights they will likely take.
  const units = useMemo(() => {
    // The first screen and a little more; the observer mounts the next screen after the paint.
    const reach = typeof window === 'undefined' ? Infinity : window.innerHeight * 1.25;
    let offset = 0;
    return Schema.getOrderProperties(root).map(({ schema: field, key }) => {
      const eager = !observe || offset < reach || !canWait(field);
      offset += estimateHeight(field['x-component']);
      return { key, field, eager };
    });
  }, [root, observe]);
  // Rows far off-screen once drawn skip their drawing (offscreen-fields.ts).
  const rows = useRef<HTMLDivElement>(null);
  useSkipFarRows(rows);
  return (
    <SchemaOptionsContext.Provider value={options}>
      <SchemaComponentsContext.Provider value={components}>
        <ExpressionScope value={noScope}>
          <NearViewportContext.Provider value={observe}>
            {/* No box of its own: the fields lay out as if rendered directly. */}
            <div ref={rows} style={contents}>
              {units.map(({ key, field, eager }, index) =>
                eager ? (
                  <RecursionField key={`${index}-${key}`} name={key} schema={field} />
                ) : (
                  <LazyField key={`${index}-${key}`} name={key} schema={field} look={look} />
                ),
              )}
            </div>
          </NearViewportContext.Provider>
        </ExpressionScope>
      </SchemaComponentsContext.Provider>
    </SchemaOptionsContext.Provider>
  );
};
