import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownloadOutlined,
  ExpandOutlined,
  PlusOutlined,
  RedoOutlined,
  SubnodeOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Divider, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../../locales';
import { ColorField } from '../../../shell/components/ColorField';

export interface FishboneToolbarActions {
  addBone: () => void;
  addCause: () => void;
  remove: () => void;
  moveUp: () => void;
  moveDown: () => void;
  undo: () => void;
  redo: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  setColor: (color: string | undefined) => void;
  exportPicture: (kind: 'png' | 'svg') => void;
}

export interface FishboneToolbarState {
  readOnly: boolean;
  canAddCause: boolean;
  canRemove: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The colour the selection is drawn in (null: nothing selected), and whether it is its own. */
  color: string | null;
  ownColor: boolean;
}

function IconButton(props: { titleKey: MessageKey; icon: ReactNode; disabled?: boolean; onClick: () => void }) {
  const title = t(props.titleKey);
  return (
    <Tooltip title={title}>
      <Button icon={props.icon} aria-label={title} disabled={props.disabled} onClick={props.onClick} />
    </Tooltip>
  );
}

/** The fishbone editor's toolbar: editing, undo/redo, zoom, the colour of the selection, export. */
export function FishboneToolbar({ state, actions }: { state: FishboneToolbarState; actions: FishboneToolbarActions }) {
  const editing = !state.readOnly;
  return (
    <Flex className="qis-diagram-toolbar" wrap align="center" gap={8}>
      {editing && (
        <>
          <Button icon={<PlusOutlined />} onClick={actions.addBone} data-testid="fishbone-add-bone">
            {t('oldTools.fishbone.addBone')}
          </Button>
          <Button
            icon={<SubnodeOutlined />}
            disabled={!state.canAddCause}
            onClick={actions.addCause}
            data-testid="fishbone-add-cause"
          >
            {t('oldTools.fishbone.addCause')}
          </Button>
          <Button icon={<DeleteOutlined />} danger disabled={!state.canRemove} onClick={actions.remove}>
            {t('oldTools.fishbone.delete')}
          </Button>
          <IconButton
            titleKey="oldTools.fishbone.moveUp"
            icon={<ArrowUpOutlined />}
            disabled={!state.canMoveUp}
            onClick={actions.moveUp}
          />
          <IconButton
            titleKey="oldTools.fishbone.moveDown"
            icon={<ArrowDownOutlined />}
            disabled={!state.canMoveDown}
            onClick={actions.moveDown}
          />
          <Divider orientation="vertical" />
          <IconButton
            titleKey="oldTools.fishbone.undo"
            icon={<UndoOutlined />}
            disabled={!state.canUndo}
            onClick={actions.undo}
          />
          <IconButton
            titleKey="oldTools.fishbone.redo"
            icon={<RedoOutlined />}
            disabled={!state.canRedo}
            onClick={actions.redo}
          />
          <Divider orientation="vertical" />
        </>
      )}
      <IconButton titleKey="oldTools.fishbone.zoomIn" icon={<ZoomInOutlined />} onClick={actions.zoomIn} />
      <IconButton titleKey="oldTools.fishbone.zoomOut" icon={<ZoomOutOutlined />} onClick={actions.zoomOut} />
      <Button icon={<ExpandOutlined />} onClick={actions.fit}>
        {t('oldTools.fishbone.fit')}
      </Button>
      {editing && state.color && (
        <>
          <Divider orientation="vertical" />
          <Typography.Text type="secondary">{t('oldTools.fishbone.color')}</Typography.Text>
          <ColorField value={state.color} onChange={actions.setColor} id="fishbone-color" />
          {state.ownColor && (
            <Button type="link" size="small" onClick={() => actions.setColor(undefined)}>
              {t('oldTools.fishbone.color.reset')}
            </Button>
          )}
        </>
      )}
      <Divider orientation="vertical" />
      <Button
        icon={<DownloadOutlined />}
        onClick={() => actions.exportPicture('png')}
        data-testid="fishbone-export-png"
      >
        {t('oldTools.fishbone.exportPng')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => actions.exportPicture('svg')}
        data-testid="fishbone-export-svg"
      >
        {t('oldTools.fishbone.exportSvg')}
      </Button>
    </Flex>
  );
}
