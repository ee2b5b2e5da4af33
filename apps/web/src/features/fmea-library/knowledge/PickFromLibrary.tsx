import { BookOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../../locales';
import type { PickerSource } from './LibraryPicker';
import './texts';

// The picker (tree, list, its calls) loads on the first click: the steps' chunks carry this button only.
const LibraryPicker = lazy(() => import('./LibraryPicker').then((m) => ({ default: m.LibraryPicker })));

/** 从知识库选择: opens the picker of the knowledge base (or the DVP library); the step fills its form with the pick. */
export function PickFromLibrary({
  testId,
  size,
  link,
  ...source
}: PickerSource & {
  testId?: string;
  size?: 'small' | 'middle' /** A small link (in a field's label). */;
  link?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<BookOutlined />}
        size={link ? 'small' : size}
        {...(link ? { type: 'link' as const, style: { paddingInline: 0, height: 'auto', fontSize: 12 } } : {})}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {t(source.source === 'dvp' ? 'knowledge.pick.dvp' : 'knowledge.pick')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LibraryPicker {...source} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
