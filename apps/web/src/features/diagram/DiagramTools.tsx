import {
  DownloadOutlined,
  ExpandOutlined,
  RedoOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../locales';

// Toolbar pieces every diagram editor shares: undo/redo, and zoom, fit and picture export. The editor's own tools
// sit beside them in its toolbar.

export function IconButton(props: {
  titleKey: MessageKey;
  icon: ReactNode;
  disabled?: boolean | undefined;
  onClick: () => void;
  testId?: string | undefined;
}) {
  const title = t(props.titleKey);
  return (
    <Tooltip title={title}>
      <Button
        icon={props.icon}
        aria-label={title}
        disabled={props.disabled}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

export function HistoryButtons(props: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void }) {
  return (
    <>
      <IconButton titleKey="diagram.undo" icon={<UndoOutlined />} disabled={!props.canUndo} onClick={props.undo} />
      <IconButton titleKey="diagram.redo" icon={<RedoOutlined />} disabled={!props.canRedo} onClick={props.redo} />
    </>
  );
}

export function ViewButtons(props: {
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  exportPicture: (kind: 'png' | 'svg') => void;
}) {
  return (
    <>
      <IconButton titleKey="diagram.zoomIn" icon={<ZoomInOutlined />} onClick={props.zoomIn} />
      <IconButton titleKey="diagram.zoomOut" icon={<ZoomOutOutlined />} onClick={props.zoomOut} />
      <Button icon={<ExpandOutlined />} onClick={props.fit}>
        {t('diagram.fit')}
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => props.exportPicture('png')} data-testid="diagram-export-png">
        {t('diagram.exportPng')}
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => props.exportPicture('svg')} data-testid="diagram-export-svg">
        {t('diagram.exportSvg')}
      </Button>
    </>
  );
}
