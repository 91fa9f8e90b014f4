import { createSchemaField, type ISchema } from '@formily/react';
import { useMemo } from 'react';
import { withAccessibleNames } from '../schema/accessible-names';
import { withCheckedValidators } from '../schema/checked-validators';
import { withTableCells } from '../schema/table-cells';
import type { ObjectSchema } from '../schema/types';
import { components } from '../registry/components';
import { setupValidation } from '../setup-validation';

// Here, not in the app's providers: Formily and its locale load only with the first schema form.
setupValidation();
const Field = createSchemaField({ components });

/**
 * The SchemaField every engine form renders with: our registry and nothing else. Our schema
 * type is a checked subset of Formily's, so the one cast lives here.
 */
export const SchemaField = ({ schema }: { schema: ObjectSchema }) => {
  const named = useMemo(
    () => withTableCells(withAccessibleNames(withCheckedValidators(schema))),
    [schema],
  );
  return <Field schema={named as unknown as ISchema} />;
};
