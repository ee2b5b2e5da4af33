import { FMEA_KINDS, FMEA_TASK_NODES, type FmeaKind } from '@qis/shared';
import { Alert, Card, Flex, Result, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { PageLoading } from '../../../shell/components/PageLoading';
import { ProgressBar } from '../components/ProgressBar';
import { StatusTag } from '../components/StatusTag';
import { FmeaKindProvider, useFmeaKind } from '../project/FmeaKindContext';
import { isNodeKey, type NodeKey, PENDING_NODES } from '../project/nodes';
import { PresenceStrip } from '../project/PresenceStrip';
import { ProjectProvider, useProject, useProjectLoader } from '../project/ProjectContext';
import { ProjectNav } from '../project/ProjectNav';
import { PendingNode } from '../steps/PendingNode';
import { PlanningStep } from '../steps/PlanningStep';
import { NodeTaskBar } from '../tasks/NodeTaskBar';
import { PlanProvider, usePlan } from '../tasks/PlanContext';

/** Each screen's chunk loader, so that the opened node's chunk loads while the project does. */
const loaders = new Map<unknown, () => Promise<unknown>>();
const named = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) => {
  const screen = lazy(() => load().then((m) => ({ default: m[name] as React.ComponentType })));
  loaders.set(screen, load);
  return screen;
};

// Each node's screen is its own chunk: the form sheet and the editors load when their node is opened.
const SCREENS: Partial<Record<NodeKey, React.ComponentType>> = {
  bom: named(() => import('../steps/BomStep'), 'BomStep'),
  boundaryDiagram: named(() => import('../steps/BoundaryDiagramStep'), 'BoundaryDiagramStep'),
  structureTree: named(() => import('../steps/StructureTreeStep'), 'StructureTreeStep'),
  pDiagram: named(() => import('../steps/PDiagramStep'), 'PDiagramStep'),
  interfaceAnalysis: named(() => import('../steps/InterfaceAnalysisStep'), 'InterfaceAnalysisStep'),
  functionFailureMatrix: named(() => import('../steps/FunctionFailureMatrixStep'), 'FunctionFailureMatrixStep'),
  characteristicFailureMatrix: named(() => import('../steps/FunctionFailureMatrixStep'), 'FunctionFailureMatrixStep'),
  functionList: named(() => import('../steps/FunctionListStep'), 'FunctionListStep'),
  failureAnalysis: named(() => import('../steps/FailureAnalysisStep'), 'FailureAnalysisStep'),
  riskAnalysis: named(() => import('../steps/RiskAnalysisStep'), 'RiskAnalysisStep'),
  optimization: named(() => import('../steps/OptimizationStep'), 'OptimizationStep'),
  dvpr: named(() => import('../steps/DvpStep'), 'DvpStep'),
  results: named(() => import('../steps/ResultsStep'), 'ResultsStep'),
};

function NodeScreen({ node }: { node: NodeKey }) {
  if (node === 'planning') return <PlanningStep />;
  const Screen = SCREENS[node];
  if (!Screen || PENDING_NODES.has(node)) return <PendingNode node={node} />;
  return (
    <Suspense fallback={<Spin />}>
      <Screen />
    </Suspense>
  );
}

function ProjectLayout({ readOnlyView }: { readOnlyView: boolean }) {
  const { project, readOnly } = useProject();
  const kind = useFmeaKind();
  const { tasks } = usePlan();
  const [params, setParams] = useSearchParams();
  const requested = params.get('node');
  const node: NodeKey = isNodeKey(kind, requested) ? requested : 'planning';
  const taskNode = FMEA_TASK_NODES[kind].find((candidate) => candidate.key === node);
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex align="center" gap={16} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="fmea-project-title">
            {project.projectName}
          </Typography.Title>
          <Typography.Text type="secondary">{project.projectNO}</Typography.Text>
          <StatusTag workFlowStatus={project.workFlowStatus} projectStatus={project.projectStatus} />
          {readOnly && <Tag data-testid="fmea-readonly">{t('fmea.project.readOnly')}</Tag>}
          <ProgressBar stage={project.speedOfProgressh} />
          <PresenceStrip projectId={project.id} />
        </Flex>
        {readOnly && (
          <Alert
            style={{ marginTop: 8 }}
            type="info"
            showIcon
            title={t(readOnlyView ? 'fmea.project.readOnlyHint' : 'fmea.project.noEditRight')}
          />
        )}
      </Card>
      <Flex gap={12} align="flex-start">
        <Card size="small" style={{ width: 260, flex: 'none' }} styles={{ body: { padding: 4 } }}>
          <ProjectNav
            project={project}
            tasks={tasks}
            current={node}
            onSelect={(key) => setParams(key === 'planning' ? {} : { node: key }, { replace: true })}
          />
        </Card>
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }} data-testid={`fmea-screen-${node}`}>
          {taskNode && <NodeTaskBar nodeId={taskNode.id} />}
          <NodeScreen node={node} />
        </Flex>
      </Flex>
    </Flex>
  );
}

/**
 * /projectInfo/{id} and /ProjectPFMEA/{id} (and, read-only, the all/share/typical views): the project's header and
 * its task nodes.
 */
export function ProjectPage({ readOnlyView, kind = FMEA_KINDS.dfmea }: { readOnlyView: boolean; kind?: FmeaKind }) {
  return (
    <FmeaKindProvider kind={kind}>
      <KindProjectPage readOnlyView={readOnlyView} />
    </FmeaKindProvider>
  );
}

function KindProjectPage({ readOnlyView }: { readOnlyView: boolean }) {
  const kind = useFmeaKind();
  const { id } = useParams();
  const loader = useProjectLoader(id);
  const [params] = useSearchParams();
  const opened = params.get('node');
  useEffect(() => {
    if (isNodeKey(kind, opened)) void loaders.get(SCREENS[opened])?.();
  }, [kind, opened]);
  if (loader.failed && !loader.loaded) return <Result status="404" title={t('request.error.default')} />;
  if (!loader.loaded) return <PageLoading />;
  return (
    <ProjectProvider loader={loader} readOnly={readOnlyView}>
      <PlanProvider projectId={loader.loaded.project.id}>
        <ProjectLayout readOnlyView={readOnlyView} />
      </PlanProvider>
    </ProjectProvider>
  );
}

export function ProjectInfoPage() {
  return <ProjectPage readOnlyView={false} />;
}
