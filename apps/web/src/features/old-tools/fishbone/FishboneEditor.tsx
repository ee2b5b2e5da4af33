import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { DiagramCanvas } from '../../diagram/DiagramCanvas';
import { DiagramTextEditor } from '../../diagram/DiagramTextEditor';
import { exportFileName } from '../../diagram/picture-file-name';
import { useDiagramDrawing } from '../../diagram/useDiagramDrawing';
import { useDiagramHistory } from '../../diagram/useDiagramHistory';
import { useTextEditing } from '../../diagram/useTextEditing';
import { FishboneToolbar } from './FishboneToolbar';
import { fishboneCells } from './fishbone-cells';
import { headColor, resolveColors } from './fishbone-colors';
import {
  addChildCommand,
  addSiblingCommand,
  dropCommand,
  type Outcome,
  type Refusal,
  removeCommand,
  shiftCommand,
} from './fishbone-commands';
import { EDITING_COMMANDS, keyCommand } from './fishbone-keys';
import { layoutFishbone } from './fishbone-layout';
import {
  canAddCause,
  createCauseId,
  type FishboneDiagram,
  findCause,
  MAX_DEPTH,
  moveRefusal,
  parentOf,
  ROOT,
  renameCause,
  setColor,
} from './fishbone-model';
import { neighbourInDirection } from './fishbone-navigation';
import { useFishboneGraph } from './useFishboneGraph';
import '../texts';
import '../../diagram/diagram-editor.css';

export interface FishboneEditorProps {
  value: FishboneDiagram;
  onChange: (next: FishboneDiagram) => void;
  readOnly?: boolean;
}

const REFUSALS: Record<Refusal, () => string> = {
  tooDeep: () => t('oldTools.fishbone.refused.tooDeep', { max: MAX_DEPTH }),
  moveIntoItself: () => t('oldTools.fishbone.refused.moveIntoItself'),
  moveTooDeep: () => t('oldTools.fishbone.refused.moveTooDeep', { max: MAX_DEPTH }),
};

/**
 * The fishbone (cause-and-effect) diagram editor on AntV X6, controlled by `value`/`onChange`. Everything is placed
 * by the layout; people edit with the keyboard (Tab, Enter, Delete, F2, arrows), the toolbar, double-clicks and by
 * dropping a cause's text onto another cause.
 */
export function FishboneEditor({ value, onChange, readOnly = false }: FishboneEditorProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [selectedId, setSelected] = useState<string | null>(null);
  const { commit, undo, redo, canUndo, canRedo } = useDiagramHistory(value, onChange);

  const layout = useMemo(() => layoutFishbone(value), [value]);
  const selected = selectedId && (selectedId === ROOT || findCause(value, selectedId)) ? selectedId : null;
  const cells = useMemo(() => fishboneCells(value, layout, selected), [value, layout, selected]);
  const focusCanvas = useCallback(() => canvasRef.current?.focus({ preventScroll: true }), []);
  const textEdit = useTextEditing({
    value,
    readOnly,
    exists: (id) => id === ROOT || !!findCause(value, id),
    rename: renameCause,
    commit,
    select: setSelected,
    focusCanvas,
    emptyTextKey: 'oldTools.fishbone.refused.emptyText',
  });
  const { editing, edit } = textEdit;
  const texts = { bone: t('oldTools.fishbone.newBone'), cause: t('oldTools.fishbone.newCause') };

  const apply = (outcome: Outcome, mergeKey?: string) => {
    if (!outcome) return false;
    if ('refusal' in outcome) {
      toast.warning(REFUSALS[outcome.refusal]());
      return false;
    }
    commit(outcome.diagram, mergeKey);
    setSelected(outcome.selected);
    return true;
  };
  // A new cause opens its text for typing; the add and the text are one undo step.
  const add = (command: typeof addChildCommand, parent: string | null) => {
    const id = createCauseId();
    if (apply(command(value, parent, texts, id), `new:${id}`)) textEdit.start(id);
    else focusCanvas();
  };

  const graphRef = useFishboneGraph(containerRef, readOnly, {
    onSelect: (id) => {
      setSelected(id);
      focusCanvas();
    },
    onEdit: edit,
    canDrop: (id, target) => id !== target && parentOf(value, id) !== target && !moveRefusal(value, id, target),
    onDrop: (id, target) => {
      if (target) apply(dropCommand(value, id, target));
      focusCanvas();
    },
  });

  const view = useDiagramDrawing(graphRef, cells, {
    area: layout,
    plainCells: () => fishboneCells(value, layout, null),
    fileName: (kind) => exportFileName(value.problem, kind, 'fishbone'),
  });
  const recolor = (color: string | undefined) => {
    if (selected) commit(setColor(value, selected, color), `color:${selected}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || editing) return;
    const command = keyCommand(event);
    if (!command || (readOnly && EDITING_COMMANDS.has(command.kind))) return;
    // With nothing selected, Tab and Enter keep their usual meaning (Tab moves on to the next control).
    if (!selected && (command.kind === 'addChild' || command.kind === 'addSibling')) return;
    event.preventDefault();
    if (command.kind === 'select') {
      setSelected(selected ? (neighbourInDirection(layout, selected, command.direction) ?? selected) : ROOT);
    } else if (command.kind === 'addChild') add(addChildCommand, selected);
    else if (command.kind === 'addSibling') add(addSiblingCommand, selected);
    else if (command.kind === 'remove') apply(removeCommand(value, selected));
    else if (command.kind === 'moveUp') apply(shiftCommand(value, selected, -1));
    else if (command.kind === 'moveDown') apply(shiftCommand(value, selected, 1));
    else if (command.kind === 'edit') edit(selected ?? ROOT);
    else if (command.kind === 'undo') undo();
    else if (command.kind === 'redo') redo();
    else setSelected(null);
  };

  const isCause = !!selected && selected !== ROOT;
  const color = selected === ROOT ? headColor(value) : selected ? (resolveColors(value).get(selected) ?? null) : null;
  const own = selected === ROOT ? value.color : selected ? findCause(value, selected)?.color : undefined;
  const toolbarAction = (action: () => void) => () => {
    action();
    if (!editing) focusCanvas();
  };
  const label = editing && editing.id !== ROOT ? layout.labels.find((l) => l.id === editing.id) : null;
  const editBox = editing?.id === ROOT ? layout.head.box : label?.box;

  return (
    <div className="qis-diagram">
      <FishboneToolbar
        state={{
          readOnly,
          canAddCause: canAddCause(value, selected ?? ROOT),
          canRemove: isCause,
          canMoveUp: isCause && shiftCommand(value, selected, -1) !== null,
          canMoveDown: isCause && shiftCommand(value, selected, 1) !== null,
          canUndo,
          canRedo,
          color,
          ownColor: !!own,
        }}
        actions={{
          addBone: () => add(addChildCommand, ROOT),
          addCause: () => add(addChildCommand, selected),
          remove: toolbarAction(() => apply(removeCommand(value, selected))),
          moveUp: toolbarAction(() => apply(shiftCommand(value, selected, -1))),
          moveDown: toolbarAction(() => apply(shiftCommand(value, selected, 1))),
          undo: toolbarAction(undo),
          redo: toolbarAction(redo),
          zoomIn: view.zoomIn,
          zoomOut: view.zoomOut,
          fit: view.fit,
          setColor: recolor,
          exportPicture: view.exportPicture,
        }}
      />
      <DiagramCanvas
        canvasRef={canvasRef}
        containerRef={containerRef}
        hint={readOnly ? null : t('oldTools.fishbone.hint')}
        label={t('oldTools.fishbone.canvas')}
        onKeyDown={onKeyDown}
        testId="fishbone-canvas"
      >
        {editing && editBox && graphRef.current && (
          <DiagramTextEditor
            labelKey="oldTools.fishbone.editText"
            testId="fishbone-text-input"
            key={editing.id}
            graph={graphRef.current}
            box={editBox}
            anchor={editing.id === ROOT ? 'middle' : (label?.anchor ?? 'middle')}
            initial={editing.id === ROOT ? value.problem : (label?.text ?? '')}
            maxLength={editing.id === ROOT ? 200 : 100}
            onCommit={textEdit.finish}
            onCancel={textEdit.cancel}
          />
        )}
      </DiagramCanvas>
    </div>
  );
}
