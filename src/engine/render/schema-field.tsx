import { Button } from 'antd';
import { useMemo } from 'react';
import { useComponents } from '../registry/load-components';
import { componentsOf } from '../registry/used-components';
import { withAccessibleNames } from '../schema/accessible-names';
import { withCheckedValidators } from '../schema/checked-validators';
import { withChoiceMarks } from '../schema/choice-fields';
import { withTableCells } from '../schema/table-cells';
import type { ObjectSchema } from '../schema/types';
import { setupValidation } from '../setup-validation';
import { LazyFields } from './lazy-fields';

// Here, not in the app's providers: Formily and its locale load only with the first schema form.
setupValidation();

/**
 * The SchemaField every engine form renders with: our registry and nothing else, each component
 * loaded when a schema first uses it. Our schema type is a checked subset of Formily's, so the
 * one cast lives here.
 */
export const SchemaField = ({ schema }: { schema: ObjectSchema }) => {
  const named = useMemo(
    () => withTableCells(withAccessibleNames(withChoiceMarks(withCheckedValidators(schema)))),
    [schema],
  );
  const names = useMemo(() => componentsOf(named), [named]);
  const { state, retry } = useComponents(names);
  // The views wait for the components before they render this, so this shows only where a
  // SchemaField stands alone: no spinner, nothing that looks like a form without fields.
  if (state === 'loading') return <div aria-busy="true" style={{ minHeight: 32 }} />;
  if (state === 'failed')
    return (
      <div role="alert">
        表单组件加载失败，请检查网络后
        <Button type="link" onClick={retry}>
          重试
        </Button>
      </div>
    );
  return <LazyFields schema={named as unknown as Record<string, unknown>} />;
};
