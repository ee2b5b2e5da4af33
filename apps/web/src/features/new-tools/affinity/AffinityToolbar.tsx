import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  FolderAddOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Divider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { ColorField } from '../../../shell/components/ColorField';
import { HistoryButtons, IconButton, ViewButtons } from '../../diagram/DiagramTools';

export interface AffinityToolbarActions {
  addGroup: () => void;
  addCard: () => void;
  remove: () => void;
  shiftGroup: (step: -1 | 1) => void;
  setColor: (color: string | undefined) => void;
  undo: () => void;
  redo: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  exportPicture: (kind: 'png' | 'svg') => void;
}

/** The affinity editor's toolbar: groups and cards, the selected group's place and colour, history, view. */
export function AffinityToolbar(props: {
  readOnly: boolean;
  /** What is selected: a group's header, a card, or nothing (the title counts as nothing to remove). */
  selection: 'group' | 'card' | 'title' | null;
  groupColor: string | null;
  ownColor: boolean;
  canUndo: boolean;
  canRedo: boolean;
  extraTools?: ReactNode;
  actions: AffinityToolbarActions;
}) {
  const { actions, selection } = props;
  const group = selection === 'group';
  return (
    <Flex className="qis-diagram-toolbar" wrap align="center" gap={8}>
      {!props.readOnly && (
        <>
          <Button icon={<FolderAddOutlined />} onClick={actions.addGroup} data-testid="affinity-add-group">
            {t('newTools.affinity.addGroup')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={actions.addCard} data-testid="affinity-add-card">
            {t('newTools.affinity.addCard')}
          </Button>
          <Button
            icon={<DeleteOutlined />}
            danger
            disabled={selection !== 'group' && selection !== 'card'}
            onClick={actions.remove}
          >
            {t('newTools.outline.delete')}
          </Button>
          <IconButton
            titleKey="newTools.affinity.groupLeft"
            icon={<ArrowLeftOutlined />}
            disabled={!group}
            onClick={() => actions.shiftGroup(-1)}
          />
          <IconButton
            titleKey="newTools.affinity.groupRight"
            icon={<ArrowRightOutlined />}
            disabled={!group}
            onClick={() => actions.shiftGroup(1)}
          />
          <Divider orientation="vertical" />
          <HistoryButtons canUndo={props.canUndo} canRedo={props.canRedo} undo={actions.undo} redo={actions.redo} />
          <Divider orientation="vertical" />
        </>
      )}
      <ViewButtons
        zoomIn={actions.zoomIn}
        zoomOut={actions.zoomOut}
        fit={actions.fit}
        exportPicture={actions.exportPicture}
      />
      {props.extraTools}
      {!props.readOnly && group && props.groupColor && (
        <>
          <Divider orientation="vertical" />
          <Typography.Text type="secondary">{t('newTools.outline.color')}</Typography.Text>
          <ColorField value={props.groupColor} onChange={actions.setColor} id="affinity-color" />
          {props.ownColor && (
            <Button type="link" size="small" onClick={() => actions.setColor(undefined)}>
              {t('newTools.outline.color.reset')}
            </Button>
          )}
        </>
      )}
    </Flex>
  );
}
