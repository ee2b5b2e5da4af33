import type { Graph } from '@antv/x6';
import type { ArrowDiagramSchedule } from '@qis/shared';
import { Flex, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { t } from '../../../locales';
import { ViewButtons } from '../../diagram/DiagramTools';
import { createDiagramGraph } from '../../diagram/diagram-graph';
import { exportFileName } from '../../diagram/picture-file-name';
import { useDiagramDrawing } from '../../diagram/useDiagramDrawing';
import { arrowCells } from './arrow-cells';
import { layoutArrowNetwork } from './arrow-layout';
import { formatDuration } from './format-duration';
import '../../diagram/diagram-editor.css';

/** The computed activity network (activity on node), critical path in red; zoom, fit and picture export. */
export function ArrowNetwork(props: {
  schedule: ArrowDiagramSchedule;
  predecessors: ReadonlyMap<string, readonly string[]>;
  unit: string;
  title: string;
}) {
  const { schedule, predecessors, unit } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const graphRef = useRef<Graph | null>(null);
  const layout = useMemo(() => layoutArrowNetwork(schedule, predecessors), [schedule, predecessors]);
  const cells = useMemo(
    () =>
      arrowCells(schedule, predecessors, layout, {
        start: t('newTools.arrow.start'),
        finish: t('newTools.arrow.finish'),
        activity: (a) => [
          `${a.id}  ${a.name}`,
          t('newTools.arrow.node.duration', { duration: formatDuration(a.duration), unit }),
          t('newTools.arrow.node.early', { es: formatDuration(a.earliestStart), ef: formatDuration(a.earliestFinish) }),
          t('newTools.arrow.node.late', { ls: formatDuration(a.latestStart), lf: formatDuration(a.latestFinish) }),
          t('newTools.arrow.node.float', { float: formatDuration(a.totalFloat) }),
        ],
      }),
    [schedule, predecessors, layout, unit],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const graph = createDiagramGraph(container, {
      interacting: false,
    });
    graphRef.current = graph;
    return () => {
      graph.dispose();
      graphRef.current = null;
    };
  }, []);

  const view = useDiagramDrawing(
    graphRef,
    cells,
    {
      area: layout,
      plainCells: () => cells,
      fileName: (kind) => exportFileName(props.title, kind, 'arrow'),
    },
    // Redrawn from the schedule: any edit can move everything.
    { fitEachDrawing: true },
  );

  return (
    <div className="qis-diagram" style={{ height: '100%' }}>
      <Flex className="qis-diagram-toolbar" wrap align="center" gap={8}>
        <ViewButtons zoomIn={view.zoomIn} zoomOut={view.zoomOut} fit={view.fit} exportPicture={view.exportPicture} />
        <Typography.Text type="secondary">{t('newTools.arrow.legend')}</Typography.Text>
      </Flex>
      <div className="qis-diagram-canvas" data-testid="arrow-network">
        <div ref={containerRef} className="qis-diagram-graph" />
      </div>
    </div>
  );
}
