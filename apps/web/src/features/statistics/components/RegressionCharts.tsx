import { Card, Col } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../locales';
import {
  fitOption,
  histogramOption,
  probabilityOption,
  type RegressionChartInput,
  residualFittedOption,
} from './regression-options';
import { StatChart } from './StatChart';

/** The fitted line plot and the three residual plots of a regression. */
export function RegressionCharts(props: RegressionChartInput) {
  const fit = useMemo(() => fitOption(props), [props]);
  const residualFitted = useMemo(() => residualFittedOption(props), [props]);
  const probability = useMemo(() => probabilityOption(props), [props]);
  const histogram = useMemo(() => histogramOption(props), [props]);
  return (
    <>
      <Col span={24}>
        <Card size="small">
          <StatChart title={t('statistics.regression.chart.fit')} option={fit} height={400} styleKey="regression" />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small">
          <StatChart title={t('statistics.regression.chart.probability')} option={probability} styleKey="probability" />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small">
          <StatChart
            title={t('statistics.regression.chart.residualFitted')}
            option={residualFitted}
            styleKey="scatter"
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small">
          <StatChart title={t('statistics.regression.chart.histogram')} option={histogram} styleKey="histogram" />
        </Card>
      </Col>
    </>
  );
}
