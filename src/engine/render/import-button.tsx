import { UploadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ImportDef } from '../schema/types';

// The dialog (antd Upload, Table, Result) loads on the first click, not with the list.
const ImportDialog = lazy(() =>
  import('./import-dialog').then((m) => ({ default: m.ImportDialog })),
);

/**
 * A list's 导入 button (its `import`, docs/architecture.md, Excel import) and the dialog it opens.
 * `onImported` runs when the dialog closes after something was written (the list reloads).
 */
export const ImportButton = ({ def, onImported }: { def: ImportDef; onImported: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {def.label ?? '导入'}
      </Button>
      {open && (
        <Suspense fallback={<Spin fullscreen delay={300} />}>
          <ImportDialog
            def={def}
            onClose={(imported) => {
              setOpen(false);
              if (imported) onImported();
            }}
          />
        </Suspense>
      )}
    </>
  );
};
