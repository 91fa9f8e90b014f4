// @vitest-environment jsdom
// One form file, both sides (docs/schemas.md), the console's half: the changed copy of the card
// form (fixtures/card-with-code.ts, one field added with a pattern and required) is rendered by the
// real engine (SchemaField, the registered components, our Formily validation setup); a bad and an
// empty value are submitted and the error text shown under the field is read. The server's half,
// the same copy behind the real card routes on PGlite, is
// server/test/one-schema-both-sides.test.ts: the two test projects cannot share a process (React
// needs a DOM; the server test app runs in Node forks), so both assert the same `expected`
// messages, derived from the field's title and the shared templates.
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import cardJson from '../../schemas/forms/card.json';
import { setupStubApi } from '../../src/api/stub-server';
import { SchemaField } from '../../src/engine/render/schema-field';
import type { FormSchema } from '../../src/engine/schema/types';
import { setupValidation } from '../../src/engine/setup-validation';
import {
  badValue,
  expected,
  goodValue,
  literal,
  NEW_FIELD,
  newField,
  withNewField,
} from './fixtures/card-with-code';

const api = setupStubApi();
beforeAll(() => setupValidation());
afterEach(cleanup);

// The file as the console imports it; the cast is the one every importer of a form file makes.
const card = withNewField(cardJson as unknown as FormSchema);

const show = () => {
  // The admin form's pickers load their options (no options are needed here).
  api.ok('GET /api/lawyer/pageList', { records: [], total: 0 });
  api.ok('GET /api/firmOrganization/validList', []);
  api.ok('GET /api/selfProfessional/wx/list', []);
  const form = createForm();
  render(
    createElement(
      App,
      null,
      createElement(FormProvider, { form }, createElement(SchemaField, { schema: card.schema })),
    ),
  );
  return form;
};

/** Types into the new field, submits the whole form and returns the text shown under the field. */
const submitWith = async (value: string): Promise<string> => {
  const form = show();
  // The form's components load on first use, so the field appears a moment after the render.
  const input = (await screen.findByLabelText(newField.title ?? '')) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  await form.submit().catch(() => undefined);
  const item = input.closest('.ant-formily-item') as HTMLElement;
  let text = '';
  await waitFor(() => {
    text = item.querySelector('.ant-formily-item-help')?.textContent ?? '';
    expect(text).not.toBe('');
  });
  cleanup();
  return text;
};

describe('a field added to card.json is enforced by the console', () => {
  it('shows the same words the server answers for a bad and an empty value', async () => {
    expect(expected).toEqual(literal);
    expect(Object.keys(card.schema.properties)).toContain(NEW_FIELD);
    const shown = { pattern: await submitWith(badValue), required: await submitWith('') };
    expect(shown).toEqual(expected);

    const form = show();
    fireEvent.change(await screen.findByLabelText(newField.title ?? ''), {
      target: { value: goodValue },
    });
    // validate() rejects when the field has an error; the good value leaves none.
    await form.validate(NEW_FIELD);
    expect(form.errors.filter((e) => e.path === NEW_FIELD)).toEqual([]);
    console.log(
      `one schema, console side: 3 values typed into "${NEW_FIELD}", shown "${shown.pattern}" / "${shown.required}"`,
    );
  });
});
