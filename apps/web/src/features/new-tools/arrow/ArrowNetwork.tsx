import { Export, Graph } from '@antv/x6';
import type { ArrowDiagramSchedule } from '@qis/shared';
import { Flex, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { t } from '../../../locales';
import { ViewButtons } from '../../diagram/DiagramTools';
import { exportPicture } from '../../diagram/export-picture';
import { exportFileName } from '../../diagram/picture-file-name';
import { syncCells } from '../../diagram/sync-cells';
import { arrowCells } from './arrow-cells';
import { layoutArrowNetwork } from './arrow-layout';
import { formatDuration } from './format-duration';
import '../../diagram/diagram-editor.css';

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;

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
    const graph = new Graph({
      container,
      autoResize: true,
      background: { color: '#ffffff' },
      panning: { enabled: true },
      mousewheel: { enabled: true, modifiers: ['ctrl', 'meta'], minScale: MIN_SCALE, maxScale: MAX_SCALE },
      interacting: false,
    });
    graph.use(new Export());
    graphRef.current = graph;
    return () => {
      graph.dispose();
      graphRef.current = null;
    };
  }, []);

  const fit = () => {
    const graph = graphRef.current;
    if (!graph || graph.getGraphArea().width === 0) return;
    graph.zoomToFit({ padding: 16, maxScale: 1 });
    graph.centerContent();
  };
  const fitRef = useRef(fit);
  fitRef.current = fit;
  useEffect(() => {
    const graph = graphRef.current;
    if (!graph) return;
    syncCells(graph, cells.nodes, cells.edges);
    requestAnimationFrame(() => fitRef.current());
  }, [cells]);

  return (
    <div className="qis-diagram" style={{ height: '100%' }}>
      <Flex className="qis-diagram-toolbar" wrap align="center" gap={8}>
        <ViewButtons
          zoomIn={() => graphRef.current?.zoom(0.1, { minScale: MIN_SCALE, maxScale: MAX_SCALE })}
          zoomOut={() => graphRef.current?.zoom(-0.1, { minScale: MIN_SCALE, maxScale: MAX_SCALE })}
          fit={fit}
          exportPicture={(kind) => {
            const graph = graphRef.current;
            if (graph) exportPicture(graph, layout, kind, exportFileName(props.title, kind, 'arrow'));
          }}
        />
        <Typography.Text type="secondary">{t('newTools.arrow.legend')}</Typography.Text>
      </Flex>
      <div className="qis-diagram-canvas" data-testid="arrow-network">
        <div ref={containerRef} className="qis-diagram-graph" />
      </div>
    </div>
  );
}
