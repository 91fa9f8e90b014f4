// The lawyer forms: request bodies are derived with toJsonSchema from the console's own form files,
// so client and server can never disagree on a rule (like lib/forms.ts does for offices).
import lawyerCreateJson from '../../../../schemas/forms/lawyer-create.json';
import lawyerJson from '../../../../schemas/forms/lawyer.json';
import type { FormSchema } from '../../../../src/engine/schema/types';

// JSON imports widen literal unions; the files are checked against schemas/meta by the build.
export const lawyerForm = lawyerJson as unknown as FormSchema;
export const lawyerCreateForm = lawyerCreateJson as unknown as FormSchema;
