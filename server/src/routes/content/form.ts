// The content form, derived like the other forms from the console's own file
// (schemas/forms/content.json) so client and server agree on every field rule.
import contentJson from '../../../../schemas/forms/content.json';
import type { FormSchema } from '../../../../src/engine/schema/types';

// JSON imports widen literal unions; the file is checked against schemas/meta by the schema check.
export const contentForm = contentJson as unknown as FormSchema;
