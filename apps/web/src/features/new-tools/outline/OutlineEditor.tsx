import type { OutlineNode, PdpcNodeKind, PdpcState } from '@qis/shared';
import { type KeyboardEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { DiagramCanvas } from '../../diagram/DiagramCanvas';
import { DiagramTextEditor } from '../../diagram/DiagramTextEditor';
import { exportFileName } from '../../diagram/picture-file-name';
import { useDiagramDrawing } from '../../diagram/useDiagramDrawing';
import { useDiagramHistory } from '../../diagram/useDiagramHistory';
import { useTextEditing } from '../../diagram/useTextEditing';
import { EDITING_COMMANDS, keyCommand } from '../../old-tools/fishbone/fishbone-keys';
import { OutlineToolbar } from './OutlineToolbar';
import { type OutlineStyle, outlineCells, pdpcMark } from './outline-cells';
import { layoutOutline } from './outline-layout';
import {
  addChild,
  addSibling,
  createNodeId,
  findNode,
  moveNode,
  moveRefusal,
  parentOf,
  type Refusal,
  removeNode,
  renameNode,
  setNodeColor,
  setPdpcKind,
  setPdpcState,
  shiftNode,
  toggleCollapsed,
} from './outline-model';
import { outlineNeighbour } from './outline-navigation';
import { useOutlineGraph } from './useOutlineGraph';
import '../../diagram/diagram-editor.css';

export interface OutlineEditorProps {
  value: OutlineNode;
  onChange: (next: OutlineNode) => void;
  style: OutlineStyle;
  readOnly?: boolean;
  /** More tools at the end of the toolbar (import, conversion). */
  extraTools?: ReactNode;
}

const REFUSALS: Record<Refusal, MessageKey> = {
  tooDeep: 'newTools.outline.refused.tooDeep',
  moveIntoItself: 'newTools.outline.refused.moveIntoItself',
  moveTooDeep: 'newTools.outline.refused.tooDeep',
  rootFixed: 'newTools.outline.refused.rootFixed',
};

/**
 * A left-to-right tree editor on AntV X6 for tree diagrams and PDPC charts, controlled by `value`/`onChange`. Every
 * node is placed by the layout; people edit with the keyboard (Tab, Enter, Delete, F2, Space, arrows), the toolbar,
 * double-clicks, the fold buttons and by dropping a node onto another.
 */
export function OutlineEditor({ value, onChange, style, readOnly = false, extraTools }: OutlineEditorProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [selectedId, setSelected] = useState<string | null>(null);
  const { commit, undo, redo, canUndo, canRedo } = useDiagramHistory(value, onChange);
  const markText = style === 'pdpc' ? pdpcMark : undefined;
  const layout = useMemo(() => layoutOutline(value, markText), [value, markText]);
  const selected = selectedId && findNode(value, selectedId) ? selectedId : null;
  const cells = useMemo(() => outlineCells(value, layout, style, selected), [value, layout, style, selected]);
  const focusCanvas = useCallback(() => canvasRef.current?.focus({ preventScroll: true }), []);
  const textEdit = useTextEditing({
    value,
    readOnly,
    exists: (id) => !!findNode(value, id),
    rename: renameNode,
    commit,
    select: setSelected,
    focusCanvas,
    emptyTextKey: 'newTools.outline.refused.emptyText',
  });
  const { editing, edit } = textEdit;

  const apply = (outcome: OutlineNode | Refusal | null, select?: string | null, mergeKey?: string) => {
    if (outcome === null) return false;
    if (typeof outcome === 'string') {
      toast.warning(t(REFUSALS[outcome]));
      return false;
    }
    commit(outcome, mergeKey);
    if (select !== undefined) setSelected(select);
    return true;
  };
  const newNode = (parentId: string): OutlineNode => {
    const node: OutlineNode = { id: createNodeId(), text: t('newTools.outline.newNode'), children: [] };
    // A PDPC step is followed by its risks, and a risk by its countermeasures.
    if (style === 'pdpc') {
      const parentKind = findNode(value, parentId)?.kind ?? 'step';
      node.kind = parentKind === 'step' && parentId !== value.id ? 'risk' : parentKind === 'risk' ? 'measure' : 'step';
    }
    return node;
  };
  // With nothing selected, a new node goes under the goal.
  const add = (where: 'child' | 'sibling') => {
    const at = selected ?? value.id;
    const parentId = where === 'child' || at === value.id ? at : (parentOf(value, at)?.id ?? value.id);
    const node = newNode(parentId);
    const outcome = where === 'child' || at === value.id ? addChild(value, at, node) : addSibling(value, at, node);
    if (apply(outcome, node.id, `new:${node.id}`)) textEdit.start(node.id);
  };
  const graphRef = useOutlineGraph(containerRef, readOnly, value.id, {
    onSelect: (id) => {
      setSelected(id);
      focusCanvas();
    },
    onEdit: edit,
    onToggle: (id) => {
      commit(toggleCollapsed(value, id));
      focusCanvas();
    },
    canDrop: (id, target) => parentOf(value, id)?.id !== target && !moveRefusal(value, id, target),
    onDrop: (id, target) => {
      if (target && parentOf(value, id)?.id !== target) apply(moveNode(value, id, target), id);
      focusCanvas();
    },
  });

  const view = useDiagramDrawing(graphRef, cells, {
    area: layout,
    plainCells: () => outlineCells(value, layout, style, null),
    fileName: (kind) => exportFileName(value.text, kind, style === 'pdpc' ? 'PDPC' : 'tree'),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || editing) return;
    if (event.key === ' ' && selected) {
      event.preventDefault();
      if (!readOnly) commit(toggleCollapsed(value, selected));
      return;
    }
    const command = keyCommand(event);
    if (!command || (readOnly && EDITING_COMMANDS.has(command.kind))) return;
    if (!selected && (command.kind === 'addChild' || command.kind === 'addSibling')) return;
    event.preventDefault();
    if (command.kind === 'select') {
      setSelected(selected ? (outlineNeighbour(value, selected, command.direction) ?? selected) : value.id);
    } else if (command.kind === 'addChild') add('child');
    else if (command.kind === 'addSibling') add(selected === value.id ? 'child' : 'sibling');
    else if (command.kind === 'remove' && selected) apply(removeNode(value, selected), parentOf(value, selected)?.id);
    else if (command.kind === 'moveUp' && selected) apply(shiftNode(value, selected, -1));
    else if (command.kind === 'moveDown' && selected) apply(shiftNode(value, selected, 1));
    else if (command.kind === 'edit') edit(selected ?? value.id);
    else if (command.kind === 'undo') undo();
    else if (command.kind === 'redo') redo();
    else if (command.kind === 'deselect') setSelected(null);
  };

  const node = selected ? findNode(value, selected) : null;
  const isChild = !!selected && selected !== value.id;
  const tool = (action: () => void) => () => {
    action();
    if (!editing) focusCanvas();
  };
  const editBox = editing ? layout.boxes.find((b) => b.id === editing.id)?.box : undefined;

  return (
    <div className="qis-diagram">
      <OutlineToolbar
        style={style}
        readOnly={readOnly}
        selected={node}
        isChild={isChild}
        canUndo={canUndo}
        canRedo={canRedo}
        extraTools={extraTools}
        actions={{
          addChild: () => add('child'),
          addSibling: () => add(isChild ? 'sibling' : 'child'),
          remove: tool(() => selected && apply(removeNode(value, selected), parentOf(value, selected)?.id)),
          moveUp: tool(() => selected && apply(shiftNode(value, selected, -1))),
          moveDown: tool(() => selected && apply(shiftNode(value, selected, 1))),
          toggle: tool(() => selected && commit(toggleCollapsed(value, selected))),
          undo: tool(undo),
          redo: tool(redo),
          zoomIn: view.zoomIn,
          zoomOut: view.zoomOut,
          fit: view.fit,
          exportPicture: view.exportPicture,
          setColor: (color) => selected && commit(setNodeColor(value, selected, color), `color:${selected}`),
          setKind: (kind: PdpcNodeKind) => selected && commit(setPdpcKind(value, selected, kind)),
          setState: (state: PdpcState | undefined) => selected && commit(setPdpcState(value, selected, state)),
        }}
      />
      <DiagramCanvas
        canvasRef={canvasRef}
        containerRef={containerRef}
        hint={readOnly ? null : t('newTools.outline.hint')}
        label={t('newTools.outline.canvas')}
        onKeyDown={onKeyDown}
        testId="outline-canvas"
      >
        {editing && editBox && graphRef.current && (
          <DiagramTextEditor
            key={editing.id}
            graph={graphRef.current}
            box={editBox}
            anchor="start"
            initial={findNode(value, editing.id)?.text ?? ''}
            maxLength={200}
            labelKey="newTools.outline.editText"
            testId="outline-text-input"
            onCommit={textEdit.finish}
            onCancel={textEdit.cancel}
          />
        )}
      </DiagramCanvas>
    </div>
  );
}
