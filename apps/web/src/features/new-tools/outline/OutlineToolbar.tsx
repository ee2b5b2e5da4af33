import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  NodeCollapseOutlined,
  PlusOutlined,
  SubnodeOutlined,
} from '@ant-design/icons';
import { type OutlineNode, PDPC_NODE_KINDS, PDPC_STATES, type PdpcNodeKind, type PdpcState } from '@qis/shared';
import { Button, Divider, Flex, Segmented, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { ColorField } from '../../../shell/components/ColorField';
import { HistoryButtons, IconButton, ViewButtons } from '../../diagram/DiagramTools';
import type { OutlineStyle } from './outline-cells';

export interface OutlineToolbarActions {
  addChild: () => void;
  addSibling: () => void;
  remove: () => void;
  moveUp: () => void;
  moveDown: () => void;
  toggle: () => void;
  undo: () => void;
  redo: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  exportPicture: (kind: 'png' | 'svg') => void;
  setColor: (color: string | undefined) => void;
  setKind: (kind: PdpcNodeKind) => void;
  setState: (state: PdpcState | undefined) => void;
}

const NO_STATE = 'none';

/** The outline editor's toolbar: editing, the PDPC role and state of the selection, its colour, history, view. */
export function OutlineToolbar(props: {
  style: OutlineStyle;
  readOnly: boolean;
  selected: OutlineNode | null;
  isChild: boolean;
  canUndo: boolean;
  canRedo: boolean;
  extraTools?: ReactNode;
  actions: OutlineToolbarActions;
}) {
  const { selected, isChild, actions } = props;
  const editing = !props.readOnly;
  return (
    <Flex className="qis-diagram-toolbar" wrap align="center" gap={8}>
      {editing && (
        <>
          <Button icon={<SubnodeOutlined />} onClick={actions.addChild} data-testid="outline-add-child">
            {t('newTools.outline.addChild')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={actions.addSibling} data-testid="outline-add-sibling">
            {t('newTools.outline.addSibling')}
          </Button>
          <Button icon={<DeleteOutlined />} danger disabled={!isChild} onClick={actions.remove}>
            {t('newTools.outline.delete')}
          </Button>
          <IconButton
            titleKey="newTools.outline.moveUp"
            icon={<ArrowUpOutlined />}
            disabled={!isChild}
            onClick={actions.moveUp}
          />
          <IconButton
            titleKey="newTools.outline.moveDown"
            icon={<ArrowDownOutlined />}
            disabled={!isChild}
            onClick={actions.moveDown}
          />
          <IconButton
            titleKey="newTools.outline.fold"
            icon={<NodeCollapseOutlined />}
            disabled={!selected?.children.length}
            onClick={actions.toggle}
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
      {editing && selected && (
        <Flex align="center" gap={8} wrap style={{ width: '100%' }}>
          {props.style === 'pdpc' && isChild && (
            <>
              <Typography.Text type="secondary">{t('newTools.pdpc.kind')}</Typography.Text>
              <Segmented<PdpcNodeKind>
                size="small"
                value={selected.kind ?? 'step'}
                options={PDPC_NODE_KINDS.map((kind) => ({ value: kind, label: t(`newTools.pdpc.kind.${kind}`) }))}
                onChange={actions.setKind}
                data-testid="pdpc-kind"
              />
              <Typography.Text type="secondary">{t('newTools.pdpc.state')}</Typography.Text>
              <Select<string>
                size="small"
                style={{ width: 110 }}
                value={selected.state ?? NO_STATE}
                options={[NO_STATE, ...PDPC_STATES].map((state) => ({
                  value: state,
                  label: t(`newTools.pdpc.state.${state as PdpcState | 'none'}`),
                }))}
                onChange={(state) => actions.setState(state === NO_STATE ? undefined : (state as PdpcState))}
                data-testid="pdpc-state"
              />
            </>
          )}
          <Typography.Text type="secondary">{t('newTools.outline.color')}</Typography.Text>
          <ColorField value={selected.color ?? '#ffffff'} onChange={actions.setColor} id="outline-color" />
          {selected.color && (
            <Button type="link" size="small" onClick={() => actions.setColor(undefined)}>
              {t('newTools.outline.color.reset')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
