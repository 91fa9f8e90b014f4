import { useConsoleHost } from './console-host';
import { FormCore, type FormViewProps } from './form-core';

export type { FormViewProps };

/**
 * Renders a form schema in the console: FormCore with the console's router, api client and
 * session (console-host.tsx). Loads the record when editing, validates with the Chinese templates,
 * submits only the fields the server accepts, then goes back (page) or closes (dialog).
 *
 * @example <FormView form={forms.office} mode="create" params={{}} />
 */
export const FormView = (props: FormViewProps) => <FormCore {...props} host={useConsoleHost()} />;
