// The fields a firm may show on its card page (运营管理 › 名片页 › 展示字段): the card form's own
// fields, read from the form file the server loaded (forms/card.json), so a field product staff add
// to the card form is offered there, stored, and then carried on the public card. Not offered:
// what the card page always shows (name, photo, title), what stays inside (lawyer, office, 排序权重)
// and the area codes (the card page shows the address).
import type { FormSchema } from '../../../../src/engine/schema/types';
import { submittableFields } from '../../../../src/engine/schema/to-json-schema';
import { loadSchemaDir } from '../../resources/schema-dir';
import { sectionForm } from './forms';

export const shownAlways = ['name', 'avatar', 'title'] as const;
const notOffered = new Set<string>([...shownAlways, 'lawyerId', 'organizationId', 'sort', 'area']);

export interface CardPageField {
  label: string;
  value: string;
}

// The firm's initial choice (the served 名片页 form's `default`, resources/settings.json): a field
// added to the card form later is offered at once, and shown once the firm ticks it.
const initialChoice = (): string[] =>
  (sectionForm('card')?.schema.properties.fields as { default?: string[] } | undefined)?.default ??
  [];

const derive = (cardForm: FormSchema): CardPageField[] => {
  const initial = initialChoice();
  const all = submittableFields(cardForm.schema.properties)
    .filter(([name]) => !notOffered.has(name))
    .map(([name, field]) => ({ label: field.title ?? name, value: name }));
  // The initial choice first, in its order, then the rest in the card form's order.
  const rank = (v: string) => (initial.includes(v) ? initial.indexOf(v) : initial.length);
  return all
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f.value) - rank(b.f.value) || a.i - b.i)
    .map(({ f }) => f);
};

// One server process serves one schemas directory; buildApp sets it (app.ts) before any route
// reads it. Code that runs without an app (seeds, scripts) gets the repository's own card form.
let current: CardPageField[] | undefined;

export const setCardForm = (cardForm: FormSchema) => {
  current = derive(cardForm);
};

/** The card page's offered fields, in the card form's order, labelled with its titles. */
export const cardPageFields = (): CardPageField[] =>
  (current ??= derive(loadSchemaDir().forms.card));

export const cardPageFieldNames = () => cardPageFields().map((f) => f.value);

/** What a firm that never saved its card page shows: the initial choice the card form still has. */
export const defaultCardPageFields = () => {
  const initial = initialChoice();
  return cardPageFieldNames().filter((n) => initial.includes(n));
};
