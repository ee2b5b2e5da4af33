import {
  ApartmentOutlined,
  BgColorsOutlined,
  DeleteOutlined,
  NodeIndexOutlined,
  PlusCircleOutlined,
  PlusOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { ASSOCIATION_LABELS, type AssociationLabel } from '@qis/shared';
import { Button, Divider, Flex, Select, Typography } from 'antd';
import { t } from '../../../locales';
import { ColorField } from '../../../shell/components/ColorField';
import { HistoryButtons, ViewButtons } from '../../diagram/DiagramTools';

export interface AssociationToolbarActions {
  addProblem: () => void;
  addCause: () => void;
  toggleConnect: () => void;
  remove: () => void;
  autoLayout: () => void;
  labelByDegree: () => void;
  colorByLabel: () => void;
  setLabel: (label: AssociationLabel) => void;
  setColor: (color: string | undefined) => void;
  undo: () => void;
  redo: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  exportPicture: (kind: 'png' | 'svg') => void;
}

export interface AssociationToolbarState {
  connecting: boolean;
  canRemove: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The selected node's label, colour (as drawn) and whether that colour is its own; null: no node selected. */
  node: { label: AssociationLabel | undefined; color: string; ownColor: boolean } | null;
}

const LABEL_TEXT = {
  keyCause: 'newTools.association.label.keyCause',
  keyResult: 'newTools.association.label.keyResult',
  normal: 'newTools.association.label.normal',
} as const;

/** The association editor's toolbar: adding, connecting, deleting, layout and labels, then the selection's label and colour. */
export function AssociationToolbar({
  state,
  actions,
}: {
  state: AssociationToolbarState;
  actions: AssociationToolbarActions;
}) {
  const { node } = state;
  return (
    <Flex className="qis-diagram-toolbar" wrap align="center" gap={8}>
      <Button icon={<PlusOutlined />} onClick={actions.addProblem} data-testid="association-add-problem">
        {t('newTools.association.addProblem')}
      </Button>
      <Button icon={<PlusCircleOutlined />} onClick={actions.addCause} data-testid="association-add-cause">
        {t('newTools.association.addCause')}
      </Button>
      <Button
        icon={<NodeIndexOutlined />}
        type={state.connecting ? 'primary' : 'default'}
        aria-pressed={state.connecting}
        onClick={actions.toggleConnect}
        data-testid="association-connect"
      >
        {t('newTools.association.connect')}
      </Button>
      <Button
        icon={<DeleteOutlined />}
        danger
        disabled={!state.canRemove}
        onClick={actions.remove}
        data-testid="association-delete"
      >
        {t('newTools.association.delete')}
      </Button>
      <Divider orientation="vertical" />
      <Button icon={<ApartmentOutlined />} onClick={actions.autoLayout} data-testid="association-layout">
        {t('newTools.association.autoLayout')}
      </Button>
      <Button icon={<TagsOutlined />} onClick={actions.labelByDegree} data-testid="association-label">
        {t('newTools.association.labelByDegree')}
      </Button>
      <Button icon={<BgColorsOutlined />} onClick={actions.colorByLabel} data-testid="association-color">
        {t('newTools.association.colorByLabel')}
      </Button>
      <Divider orientation="vertical" />
      <HistoryButtons canUndo={state.canUndo} canRedo={state.canRedo} undo={actions.undo} redo={actions.redo} />
      <Divider orientation="vertical" />
      <ViewButtons
        zoomIn={actions.zoomIn}
        zoomOut={actions.zoomOut}
        fit={actions.fit}
        exportPicture={actions.exportPicture}
      />
      {node && (
        <>
          <Divider orientation="vertical" />
          <Select<AssociationLabel>
            aria-label={t('newTools.association.label')}
            placeholder={t('newTools.association.label')}
            value={node.label}
            onChange={actions.setLabel}
            options={ASSOCIATION_LABELS.map((label) => ({ value: label, label: t(LABEL_TEXT[label]) }))}
            style={{ width: 120 }}
            data-testid="association-label-picker"
          />
          <Typography.Text type="secondary">{t('newTools.association.color')}</Typography.Text>
          <ColorField value={node.color} onChange={actions.setColor} id="association-node-color" />
          {node.ownColor && (
            <Button type="link" size="small" onClick={() => actions.setColor(undefined)}>
              {t('newTools.association.color.reset')}
            </Button>
          )}
        </>
      )}
    </Flex>
  );
}
