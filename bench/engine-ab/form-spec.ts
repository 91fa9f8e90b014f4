// The one logical form both sides render (docs/product.md, Performance targets): N fields cycling a
// required text (maxLength 50), a select (5 options), a number (0–100) and a date; every 10th
// text field is visible only while the select before it is 'b'. Both pages build it from here,
// so any difference is in the rendering, not the form.
export type Kind = 'text' | 'select' | 'number' | 'date';

export const kindOf = (i: number): Kind => (['text', 'select', 'number', 'date'] as const)[i % 4];

/** Text fields every 10th of which (the 10th, 20th, …) hangs on the select before it. */
export const isConditional = (i: number) => kindOf(i) === 'text' && (i / 4) % 10 === 9;

/** Errors a submit shows when only field 0 is filled: the visible required texts but the first. */
export const expectedErrors = (n: number) => {
  let count = 0;
  for (let i = 4; i < n; i += 4) if (!isConditional(i)) count++;
  return count;
};

const options = ['a', 'b', 'c', 'd', 'e'].map((v) => ({ label: `选项 ${v}`, value: v }));

/** A Formily JSON schema of the form (the engine's schema type is a checked subset of this). */
export const formSchema = (n: number) => {
  const properties: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < n; i++) {
    const base = { title: `字段 ${i + 1}`, 'x-decorator': 'FormItem', 'x-index': i };
    const kind = kindOf(i);
    properties[`f${i}`] =
      kind === 'text'
        ? {
            ...base,
            type: 'string',
            required: true,
            maxLength: 50,
            'x-component': 'Input',
            ...(isConditional(i)
              ? {
                  'x-reactions': {
                    dependencies: [`f${i - 3}`],
                    fulfill: { state: { visible: "{{$deps[0] === 'b'}}" } },
                  },
                }
              : {}),
          }
        : kind === 'select'
          ? { ...base, type: 'string', enum: options, 'x-component': 'Select' }
          : kind === 'number'
            ? { ...base, type: 'number', minimum: 0, maximum: 100, 'x-component': 'NumberPicker' }
            : { ...base, type: 'string', 'x-component': 'DatePicker' };
  }
  return { type: 'object' as const, properties };
};

/** ?n=200 → 200 (default 50). */
export const sizeFromUrl = () => Number(new URLSearchParams(location.search).get('n') ?? 50);
