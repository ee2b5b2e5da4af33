import type { PcaDto } from '@qis/shared';
import { Col, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../locales';
import { StatChart } from '../../statistics/components/StatChart';
import { PcaEigenTable, PcaLoadingsTable } from './PcaTables';
import { biplotOption, scoreOption, screeOption } from './pca-charts';

/** The answer of 分析: eigenvalues and scree, loadings, then the score plot and the biplot of PC1 and PC2. */
export function PcaResult({ result }: { result: PcaDto }) {
  const scree = useMemo(() => screeOption(result), [result]);
  const scores = useMemo(() => scoreOption(result), [result]);
  const biplot = useMemo(() => biplotOption(result), [result]);
  const matrix = t(
    result.matrix === 'correlation'
      ? 'newTools.matrixAnalysis.matrix.correlation'
      : 'newTools.matrixAnalysis.matrix.covariance',
  );
  return (
    <Flex vertical gap={16} data-testid="pca-result">
      <Typography.Text type="secondary">
        {t('newTools.matrixAnalysis.summary', {
          n: result.n,
          p: result.variables.length,
          matrix,
          k: result.kaiserCount,
        })}
      </Typography.Text>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('newTools.matrixAnalysis.eigenTable')}</Typography.Title>
          <PcaEigenTable result={result} />
        </Col>
        <Col xs={24} xl={12}>
          <StatChart title={t('newTools.matrixAnalysis.scree')} option={scree} />
        </Col>
      </Row>
      <div>
        <Typography.Title level={5}>{t('newTools.matrixAnalysis.loadings')}</Typography.Title>
        <PcaLoadingsTable result={result} />
      </div>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={12} data-testid="pca-score-plot">
          <StatChart title={t('newTools.matrixAnalysis.scorePlot')} option={scores} height={400} />
        </Col>
        <Col xs={24} xl={12} data-testid="pca-biplot">
          <StatChart title={t('newTools.matrixAnalysis.biplot')} option={biplot} height={400} />
        </Col>
      </Row>
    </Flex>
  );
}
