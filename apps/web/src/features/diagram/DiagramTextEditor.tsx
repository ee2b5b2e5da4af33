import type { Graph } from '@antv/x6';
import { Input } from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import { type MessageKey, t } from '../../locales';

export type Anchor = 'start' | 'middle' | 'end';
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface DiagramTextEditorProps {
  graph: Graph;
  /** The box of the text being edited, in diagram coordinates. */
  box: Box;
  /** How the text sits in its box: the input grows away from the line a cause hangs off. */
  anchor: Anchor;
  initial: string;
  maxLength: number;
  /** Returns false to keep the input open (the text was refused). */
  onCommit: (text: string) => boolean;
  onCancel: () => void;
  /** The input's accessible name. */
  labelKey: MessageKey;
  testId: string;
}

const INPUT_HEIGHT = 30;
const MIN_WIDTH = 160;

/** An input laid over a text of the diagram: Enter (or leaving it) commits, Esc (or leaving it empty) cancels. */
export function DiagramTextEditor({
  graph,
  box,
  anchor,
  initial,
  maxLength,
  onCommit,
  onCancel,
  labelKey,
  testId,
}: DiagramTextEditorProps) {
  const [text, setText] = useState(initial);
  const closed = useRef(false);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  // Follow the diagram when it is zoomed or panned while the input is open.
  useEffect(() => {
    graph.on('scale', redraw);
    graph.on('translate', redraw);
    return () => {
      graph.off('scale', redraw);
      graph.off('translate', redraw);
    };
  }, [graph]);

  const commit = () => {
    if (closed.current) return;
    closed.current = onCommit(text);
  };
  const cancel = () => {
    closed.current = true;
    onCancel();
  };

  const scale = graph.zoom();
  const at = graph.localToGraph(box.x, box.y);
  const width = Math.max(box.width * scale + 48, MIN_WIDTH);
  const left =
    anchor === 'end'
      ? at.x + box.width * scale - width
      : anchor === 'middle'
        ? at.x + (box.width * scale - width) / 2
        : at.x;
  const top = at.y + (box.height * scale - INPUT_HEIGHT) / 2;

  return (
    <Input
      autoFocus
      value={text}
      maxLength={maxLength}
      aria-label={t(labelKey)}
      onChange={(e) => setText(e.target.value)}
      onFocus={(e) => e.target.select()}
      onBlur={() => (text.trim() ? commit() : cancel())}
      onKeyDown={(e) => {
        e.stopPropagation();
        // Enter and Esc while a Chinese input method is composing belong to the input method.
        if (e.nativeEvent.isComposing || e.keyCode === 229) return;
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          e.preventDefault();
          cancel();
        }
      }}
      style={{ position: 'absolute', left, top, width, height: INPUT_HEIGHT, zIndex: 10, fontSize: 14 }}
      data-testid={testId}
    />
  );
}
