// The practice-area form, derived like the other forms from the console's own file
// (schemas/forms/profession.json) so client and server agree on every field rule.
import professionJson from '../../../../schemas/forms/profession.json';
import type { FormSchema } from '../../../../src/engine/schema/types';

// JSON imports widen literal unions; the file is checked against schemas/meta by the schema check.
export const professionForm = professionJson as unknown as FormSchema;
