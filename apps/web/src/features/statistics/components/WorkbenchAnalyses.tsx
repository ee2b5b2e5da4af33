import {
  AreaChartOutlined,
  BarChartOutlined,
  DotChartOutlined,
  DownOutlined,
  ExperimentOutlined,
  FundOutlined,
} from '@ant-design/icons';
import type { MsFileKind } from '@qis/shared';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, t } from '../../../locales';

export interface WorkbenchAnalysis {
  key: 'capability' | 'regression' | 'oneWayAnova' | 'twoWayAnova' | 'orthogonal';
  /** The analysis page of a data file: `${path}/${id}`. */
  path: string;
  /** The page of a saved analysis file: `${filePath}/${id}`. */
  filePath: string;
  icon: ReactNode;
  color: string;
}

/** The five analyses of the module (modules spec §2), in the order the workbench offers them. */
export const WORKBENCH_ANALYSES: readonly WorkbenchAnalysis[] = [
  {
    key: 'capability',
    path: '/toolProcessCapabilityAnalysis',
    filePath: '/processCapabilityAnalysis',
    icon: <AreaChartOutlined />,
    color: '#1677ff',
  },
  {
    key: 'regression',
    path: '/toolPegressiveAnalysisOne',
    filePath: '/pegressiveAnalysisOne',
    icon: <DotChartOutlined />,
    color: '#13a8a8',
  },
  {
    key: 'oneWayAnova',
    path: '/toolOnewayAnalysisOfVariance',
    filePath: '/onewayAnalysisOfVariance',
    icon: <BarChartOutlined />,
    color: '#52c41a',
  },
  {
    key: 'twoWayAnova',
    path: '/toolTwoWayAnalysisOfVariance',
    filePath: '/twoWayAnalysisOfVariance',
    icon: <FundOutlined />,
    color: '#fa8c16',
  },
  {
    key: 'orthogonal',
    path: '/toolOrthogonalExperiment',
    filePath: '/orthogonalExperiment',
    icon: <ExperimentOutlined />,
    color: '#722ed1',
  },
];

/** The page that opens one of my files: the grid of a data file, or the page of a saved analysis. */
export function filePagePath(kind: MsFileKind, id: string): string {
  const analysis = WORKBENCH_ANALYSES.find((candidate) => candidate.key === kind);
  return analysis ? `${analysis.filePath}/${id}` : `/dataFileDetail/${id}`;
}

/** A file kind's name: 数据文件, or the analysis's name. */
export function fileKindName(kind: MsFileKind): string {
  const analysis = WORKBENCH_ANALYSES.find((candidate) => candidate.key === kind);
  return analysis ? analysisName(analysis) : t('statistics.files.kind.data');
}

export const analysisName = (analysis: WorkbenchAnalysis) => t(`statistics.workbench.${analysis.key}` as MessageKey);
export const analysisDescription = (analysis: WorkbenchAnalysis) =>
  t(`statistics.workbench.${analysis.key}.desc` as MessageKey);

/** 分析 ▾: the five analyses of one data file. */
export function WorkbenchAnalyseMenu({
  dataFileId,
  size,
  type,
}: {
  dataFileId: string;
  size?: 'small';
  type?: 'link' | 'default';
}) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: WORKBENCH_ANALYSES.map((analysis) => ({
          key: analysis.key,
          icon: analysis.icon,
          label: analysisName(analysis),
        })),
        onClick: ({ key }) => {
          const analysis = WORKBENCH_ANALYSES.find((a) => a.key === key);
          if (analysis) navigate(`${analysis.path}/${dataFileId}`);
        },
      }}
    >
      <Button size={size} type={type} icon={<DownOutlined />} iconPlacement="end" data-testid="workbench-analyse-menu">
        {t('statistics.workbench.analyse')}
      </Button>
    </Dropdown>
  );
}
