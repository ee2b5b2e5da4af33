import { AppstoreAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../../locales';
import type { PDiagramPickerProps } from './PDiagramPicker';
import './texts';

// The picker (list, paging, its calls) loads on the first click: the P-diagram step's chunk carries this button only.
const PDiagramPicker = lazy(() => import('./PDiagramPicker').then((m) => ({ default: m.PDiagramPicker })));

/**
 * 从影响因素库选择 / 从功能库选择: opens the picker of a P-diagram list; `current` is read when it opens, the picked texts
 * go to `onPick`.
 */
export function PickIntoPDiagram({
  testId,
  current,
  ...props
}: Omit<PDiagramPickerProps, 'onClose' | 'current'> & { testId?: string; current: () => readonly string[] }) {
  const [open, setOpen] = useState<readonly string[] | null>(null);
  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<AppstoreAddOutlined />}
        style={{ paddingInline: 0, height: 'auto', fontSize: 12 }}
        onClick={() => setOpen(current())}
        data-testid={testId}
      >
        {t(props.pick.source === 'factor' ? 'knowledge.pickFactor' : 'knowledge.pickFunction')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PDiagramPicker {...props} current={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
