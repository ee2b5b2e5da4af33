import type { AffinityCard, AffinityDiagram } from '@qis/shared';
import { type KeyboardEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { t } from '../../../locales';
import { DiagramCanvas } from '../../diagram/DiagramCanvas';
import { DiagramTextEditor } from '../../diagram/DiagramTextEditor';
import { exportFileName } from '../../diagram/picture-file-name';
import { useDiagramDrawing } from '../../diagram/useDiagramDrawing';
import { useDiagramHistory } from '../../diagram/useDiagramHistory';
import { useTextEditing } from '../../diagram/useTextEditing';
import { EDITING_COMMANDS, keyCommand } from '../../old-tools/fishbone/fishbone-keys';
import { createNodeId } from '../outline/outline-model';
import { AffinityToolbar } from './AffinityToolbar';
import { affinityCells, groupColors } from './affinity-cells';
import { layoutAffinity } from './affinity-layout';
import {
  addCard,
  addGroup,
  itemOf,
  moveCard,
  removeItem,
  renameItem,
  setGroupColor,
  shiftGroup,
  TITLE_ID,
} from './affinity-model';
import { useAffinityGraph } from './useAffinityGraph';
import '../../diagram/diagram-editor.css';

export interface AffinityEditorProps {
  value: AffinityDiagram;
  onChange: (next: AffinityDiagram) => void;
  readOnly?: boolean;
  extraTools?: ReactNode;
}

/**
 * The affinity diagram editor on AntV X6, controlled by `value`/`onChange`: groups with their header cards in a grid,
 * cards dragged between groups (or back to 未分组), texts edited in place.
 */
export function AffinityEditor({ value, onChange, readOnly = false, extraTools }: AffinityEditorProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [selectedId, setSelected] = useState<string | null>(null);
  const { commit, undo, redo, canUndo, canRedo } = useDiagramHistory(value, onChange);
  const looseLabel = t('newTools.affinity.loose');
  const layout = useMemo(() => layoutAffinity(value, looseLabel), [value, looseLabel]);
  const selectedItem = selectedId ? itemOf(value, selectedId) : null;
  const selected = selectedItem ? selectedId : null;
  const cells = useMemo(
    () => affinityCells(value, layout, selected, `${looseLabel} (${value.loose.length})`),
    [value, layout, selected, looseLabel],
  );
  const focusCanvas = useCallback(() => canvasRef.current?.focus({ preventScroll: true }), []);
  const textEdit = useTextEditing({
    value,
    readOnly,
    exists: (id) => !!itemOf(value, id),
    rename: renameItem,
    commit,
    select: setSelected,
    focusCanvas,
    emptyTextKey: 'newTools.outline.refused.emptyText',
  });
  const { editing, edit } = textEdit;

  const startTyping = (next: AffinityDiagram, id: string) => {
    commit(next, `new:${id}`);
    setSelected(id);
    textEdit.start(id);
  };
  const newGroup = () => {
    const id = createNodeId();
    startTyping(addGroup(value, { id, header: t('newTools.affinity.newGroup'), cards: [] }), id);
  };
  /** A card in the selected group (after the selected card), else among the unsorted ones. */
  const newCard = () => {
    const card: AffinityCard = { id: createNodeId(), text: t('newTools.affinity.newCard') };
    if (selectedItem?.kind === 'card')
      startTyping(addCard(value, selectedItem.groupId, card, selectedItem.card.id), card.id);
    else if (selectedItem?.kind === 'group') startTyping(addCard(value, selectedItem.group.id, card), card.id);
    else startTyping(addCard(value, null, card), card.id);
  };
  const remove = () => {
    if (selectedItem?.kind !== 'card' && selectedItem?.kind !== 'group') return;
    commit(removeItem(value, selected as string));
    setSelected(null);
  };

  const graphRef = useAffinityGraph(
    containerRef,
    readOnly,
    (cardId) => {
      const item = itemOf(value, cardId);
      return item?.kind === 'card' ? item.groupId : null;
    },
    {
      onSelect: (id) => {
        setSelected(id);
        focusCanvas();
      },
      onEdit: edit,
      onDrop: (cardId, drop) => {
        if (drop) {
          const moved = moveCard(value, cardId, drop.groupId, drop.beforeId);
          if (JSON.stringify(moved) !== JSON.stringify(value)) commit(moved);
        }
        setSelected(cardId);
        focusCanvas();
      },
    },
  );

  const view = useDiagramDrawing(graphRef, cells, {
    area: layout,
    plainCells: () => affinityCells(value, layout, null, `${looseLabel} (${value.loose.length})`),
    fileName: (kind) => exportFileName(value.title, kind, 'affinity'),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || editing) return;
    const command = keyCommand(event);
    if (!command || (readOnly && EDITING_COMMANDS.has(command.kind))) return;
    if (command.kind === 'select' || command.kind === 'moveUp' || command.kind === 'moveDown') return;
    if (!selected && (command.kind === 'addChild' || command.kind === 'addSibling')) return;
    event.preventDefault();
    if (command.kind === 'addChild' || command.kind === 'addSibling') newCard();
    else if (command.kind === 'remove') remove();
    else if (command.kind === 'edit') edit(selected ?? TITLE_ID);
    else if (command.kind === 'undo') undo();
    else if (command.kind === 'redo') redo();
    else setSelected(null);
  };

  const groupId = selectedItem?.kind === 'group' ? selectedItem.group.id : null;
  const editBox = editing
    ? editing.id === TITLE_ID
      ? layout.title.box
      : layout.texts.find((item) => item.id === editing.id)?.box
    : undefined;
  const editText = (id: string) => {
    const item = itemOf(value, id);
    if (item?.kind === 'title') return value.title;
    return item?.kind === 'group' ? item.group.header : item?.kind === 'card' ? item.card.text : '';
  };

  return (
    <div className="qis-diagram">
      <AffinityToolbar
        readOnly={readOnly}
        selection={selectedItem?.kind ?? null}
        groupColor={groupId ? (groupColors(value).get(groupId) ?? null) : null}
        ownColor={selectedItem?.kind === 'group' && !!selectedItem.group.color}
        canUndo={canUndo}
        canRedo={canRedo}
        extraTools={extraTools}
        actions={{
          addGroup: newGroup,
          addCard: newCard,
          remove: () => {
            remove();
            focusCanvas();
          },
          shiftGroup: (step) => {
            const next = groupId ? shiftGroup(value, groupId, step) : null;
            if (next) commit(next);
          },
          setColor: (color) => groupId && commit(setGroupColor(value, groupId, color), `color:${groupId}`),
          undo,
          redo,
          zoomIn: view.zoomIn,
          zoomOut: view.zoomOut,
          fit: view.fit,
          exportPicture: view.exportPicture,
        }}
      />
      <DiagramCanvas
        canvasRef={canvasRef}
        containerRef={containerRef}
        hint={readOnly ? null : t('newTools.affinity.hint')}
        label={t('newTools.outline.canvas')}
        onKeyDown={onKeyDown}
        testId="affinity-canvas"
      >
        {editing && editBox && graphRef.current && (
          <DiagramTextEditor
            key={editing.id}
            graph={graphRef.current}
            box={editBox}
            anchor="middle"
            initial={editText(editing.id)}
            maxLength={200}
            labelKey="newTools.outline.editText"
            testId="affinity-text-input"
            onCommit={textEdit.finish}
            onCancel={textEdit.cancel}
          />
        )}
      </DiagramCanvas>
    </div>
  );
}
