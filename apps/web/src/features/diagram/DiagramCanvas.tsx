import { Typography } from 'antd';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

/**
 * A diagram editor's drawing area under its toolbar: a line of hints, then the focusable canvas that takes the
 * editor's keys, holding the X6 graph and (as children) the in-place text editor.
 */
export function DiagramCanvas(props: {
  canvasRef: RefObject<HTMLDivElement | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  /** Shown above the canvas; none for a read-only editor. */
  hint?: string | null;
  hintType?: 'secondary' | 'warning';
  /** The canvas's accessible name. */
  label: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  testId: string;
  /** More classes on the canvas (an editor's mode). */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {props.hint && (
        <Typography.Text type={props.hintType ?? 'secondary'} className="qis-diagram-hint">
          {props.hint}
        </Typography.Text>
      )}
      <div
        ref={props.canvasRef}
        className={props.className ? `qis-diagram-canvas ${props.className}` : 'qis-diagram-canvas'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the editor's keyboard commands
        tabIndex={0}
        role="application"
        aria-label={props.label}
        onKeyDown={props.onKeyDown}
        data-testid={props.testId}
      >
        <div ref={props.containerRef} className="qis-diagram-graph" />
        {props.children}
      </div>
    </>
  );
}
