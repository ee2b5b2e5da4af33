import {
  ASSOCIATION_MAX_EDGES,
  ASSOCIATION_MAX_NODES,
  type AssociationDiagram,
  type AssociationNodeKind,
  layoutAssociation,
  OUTLINE_TEXT_MAX,
} from '@qis/shared';
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { DiagramCanvas } from '../../diagram/DiagramCanvas';
import { DiagramTextEditor } from '../../diagram/DiagramTextEditor';
import { useDiagramHistory } from '../../diagram/useDiagramHistory';
import { useTextEditing } from '../../diagram/useTextEditing';
import { AssociationToolbar } from './AssociationToolbar';
import { nodeColor } from './association-colors';
import {
  addNodeCommand,
  clearPlacements,
  colorByLabelCommand,
  connectCommand,
  createElementId,
  findNode,
  labelByDegreeCommand,
  type Outcome,
  placeNode,
  type Refusal,
  removeCommand,
  renameNode,
  type Selection,
  setNodeColor,
  setNodeLabel,
  validSelection,
} from './association-commands';
import { keyCommand } from './association-keys';
import { useAssociationDrawing } from './useAssociationDrawing';
import { useAssociationGraph } from './useAssociationGraph';
import '../../diagram/diagram-editor.css';
import './association-editor.css';

export interface AssociationEditorProps {
  value: AssociationDiagram;
  onChange: (next: AssociationDiagram) => void;
  /** Names exported pictures. */
  title: string;
}

/** Pixels a node must be dragged to count as placed by hand. */
const MIN_DRAG = 4;

const REFUSALS: Record<Refusal, () => string> = {
  selfLoop: () => t('newTools.association.refused.selfLoop'),
  duplicate: () => t('newTools.association.refused.duplicate'),
  tooManyNodes: () => t('newTools.association.refused.tooManyNodes', { max: ASSOCIATION_MAX_NODES }),
  tooManyEdges: () => t('newTools.association.refused.tooManyEdges', { max: ASSOCIATION_MAX_EDGES }),
};

/**
 * The relations (关联图) diagram editor on AntV X6, controlled by `value`/`onChange`: problems and causes joined by
 * arrows from cause to effect, placed by the automatic layout unless dragged by hand.
 */
export function AssociationEditor({ value, onChange, title }: AssociationEditorProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [selectionState, setSelection] = useState<Selection>(null);
  // null: not drawing arrows; else the cause chosen first (null until one is clicked).
  const [connecting, setConnecting] = useState<{ source: string | null } | null>(null);
  const { commit, undo, redo, canUndo, canRedo } = useDiagramHistory(value, onChange);

  const layout = useMemo(() => layoutAssociation(value), [value]);
  const selection = validSelection(value, selectionState);
  const source = connecting?.source && findNode(value, connecting.source) ? connecting.source : null;
  const focusCanvas = useCallback(() => canvasRef.current?.focus({ preventScroll: true }), []);
  const textEdit = useTextEditing({
    value,
    readOnly: false,
    exists: (id) => !!findNode(value, id),
    rename: renameNode,
    commit,
    select: (id) => setSelection({ kind: 'node', id }),
    focusCanvas,
    emptyTextKey: 'newTools.association.refused.emptyText',
  });
  const { editing, edit } = textEdit;

  const apply = (outcome: Outcome | null, mergeKey?: string) => {
    if (!outcome) return false;
    if ('refusal' in outcome) {
      toast.warning(REFUSALS[outcome.refusal]());
      return false;
    }
    commit(outcome.diagram, mergeKey);
    setSelection(outcome.selection);
    return true;
  };
  const connect = (from: string, to: string) => {
    if (apply(connectCommand(value, from, to, createElementId('e')))) setConnecting((c) => c && { source: null });
  };
  // A new node opens its text for typing; the add and the text are one undo step.
  const add = (kind: AssociationNodeKind) => {
    const ids = { node: createElementId('n'), edge: createElementId('e') };
    const text = t(kind === 'problem' ? 'newTools.association.newProblem' : 'newTools.association.newCause');
    setConnecting(null);
    if (apply(addNodeCommand(value, kind, text, ids, selection), `new:${ids.node}`)) {
      textEdit.start(ids.node);
    } else focusCanvas();
  };
  const remove = () => apply(removeCommand(value, selection));
  const labelByDegree = () => {
    const labelled = labelByDegreeCommand(value);
    commit(labelled);
    const count = (label: string) => labelled.nodes.filter((n) => n.label === label).length;
    toast.success(t('newTools.association.labelled', { keyCause: count('keyCause'), keyResult: count('keyResult') }));
  };

  const snapBack = (id: string, box: { x: number; y: number }) => {
    const cell = graphRef.current?.getCellById(id);
    if (cell?.isNode()) cell.setPosition(box.x, box.y);
  };
  const graphRef = useAssociationGraph(containerRef, {
    onNodeClick: (id) => {
      if (connecting && source) connect(source, id);
      else if (connecting) setConnecting({ source: id });
      else setSelection({ kind: 'node', id });
      focusCanvas();
    },
    onEdgeClick: (id) => {
      if (!connecting) setSelection({ kind: 'edge', id });
      focusCanvas();
    },
    onBlankClick: () => {
      setSelection(null);
      if (connecting) setConnecting({ source: null });
      focusCanvas();
    },
    onEdit: edit,
    onMove: (id, x, y) => {
      const box = layout.nodes.find((b) => b.id === id);
      if (!box) return;
      setSelection({ kind: 'node', id });
      // A click that slipped a few pixels is not a placement: the node goes back where it was.
      if (Math.hypot(x - box.x, y - box.y) >= MIN_DRAG) commit(placeNode(value, id, x, y));
      else snapBack(id, box);
    },
    onConnect: (from, to) => {
      connect(from, to);
      focusCanvas();
    },
  });
  const view = useAssociationDrawing(graphRef, value, layout, { selection, source }, title);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || editing) return;
    const command = keyCommand(event);
    if (!command) return;
    event.preventDefault();
    if (command === 'remove') remove();
    else if (command === 'edit' && selection?.kind === 'node') edit(selection.id);
    else if (command === 'undo') undo();
    else if (command === 'redo') redo();
    else if (command === 'escape') {
      if (connecting) setConnecting(null);
      else setSelection(null);
    }
  };
  const toolbarAction = (action: () => void) => () => {
    action();
    focusCanvas();
  };

  const node = selection?.kind === 'node' ? findNode(value, selection.id) : undefined;
  const editedNode = editing ? findNode(value, editing.id) : undefined;
  const editBox = editing ? layout.nodes.find((b) => b.id === editing.id) : undefined;
  const connectHint = source ? 'newTools.association.connect.pickEffect' : 'newTools.association.connect.pickCause';

  return (
    <div className="qis-diagram">
      <AssociationToolbar
        state={{
          connecting: !!connecting,
          canRemove: !!selection,
          canUndo,
          canRedo,
          node: node ? { label: node.label, color: nodeColor(node), ownColor: !!node.color } : null,
        }}
        actions={{
          addProblem: () => add('problem'),
          addCause: () => add('cause'),
          toggleConnect: toolbarAction(() => setConnecting(connecting ? null : { source: null })),
          remove: toolbarAction(remove),
          autoLayout: toolbarAction(() => {
            commit(clearPlacements(value));
            view.fitSoon();
          }),
          labelByDegree: toolbarAction(labelByDegree),
          colorByLabel: toolbarAction(() => commit(colorByLabelCommand(value))),
          setLabel: (label) => node && commit(setNodeLabel(value, node.id, label)),
          setColor: (color) => node && commit(setNodeColor(value, node.id, color), `color:${node.id}`),
          undo: toolbarAction(undo),
          redo: toolbarAction(redo),
          zoomIn: view.zoomIn,
          zoomOut: view.zoomOut,
          fit: view.fit,
          exportPicture: view.exportPicture,
        }}
      />
      <DiagramCanvas
        canvasRef={canvasRef}
        containerRef={containerRef}
        hint={t(connecting ? connectHint : 'newTools.association.hint')}
        hintType={connecting ? 'warning' : 'secondary'}
        label={t('newTools.association.canvas')}
        onKeyDown={onKeyDown}
        testId="association-canvas"
        className={connecting ? 'is-connecting' : undefined}
      >
        {editing && editedNode && editBox && graphRef.current && (
          <DiagramTextEditor
            labelKey="newTools.association.editText"
            testId="association-text-input"
            key={editing.id}
            graph={graphRef.current}
            box={editBox}
            anchor="middle"
            initial={editedNode.text}
            maxLength={OUTLINE_TEXT_MAX}
            onCommit={textEdit.finish}
            onCancel={textEdit.cancel}
          />
        )}
      </DiagramCanvas>
    </div>
  );
}
