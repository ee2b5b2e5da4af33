import { fmeaKindEndpoints, type RiskDistributionDto } from '@qis/shared';
import { Card, Col, Empty, Flex, Row, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { callEndpoint } from '../../../shell/call-endpoint';
import { useFmeaKind } from '../project/FmeaKindContext';
import '../project/display-texts';

interface Bar {
  label: string;
  value: number;
  color: string;
}

const AP_COLORS = { H: '#cf1322', M: '#d48806', L: '#389e0d', unrated: '#bfbfbf' } as const;
const BAR_HEIGHT = 96;

/** Bars in a row, each as tall as its share of the highest, its value above it and its label below. */
function Bars({ bars, testId }: { bars: Bar[]; testId: string }) {
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Flex gap={4} align="flex-end" style={{ height: BAR_HEIGHT + 40 }} data-testid={testId}>
      {bars.map((bar) => (
        <Tooltip key={bar.label} title={`${bar.label}: ${bar.value}`}>
          <Flex vertical align="center" style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text style={{ fontSize: 11 }}>{bar.value || ''}</Typography.Text>
            <div
              style={{
                width: '70%',
                height: Math.round((bar.value / top) * BAR_HEIGHT),
                minHeight: bar.value > 0 ? 2 : 0,
                background: bar.color,
                borderRadius: 2,
              }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 11, whiteSpace: 'nowrap' }}>
              {bar.label}
            </Typography.Text>
          </Flex>
        </Tooltip>
      ))}
    </Flex>
  );
}

/**
 * The risk charts of step 7 (AP_S_RPNDistribution): action priorities before and after the actions, the chains by S
 * and the rated chains by RPN band. A PFMEA shows them while its display configuration's isShowChart is on.
 */
export function RiskCharts({ projectId, refresh }: { projectId: string; refresh: unknown }) {
  const kind = useFmeaKind();
  const [data, setData] = useState<RiskDistributionDto | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is the trigger (a release), not an input
  useEffect(() => {
    let live = true;
    callEndpoint(fmeaKindEndpoints(kind).riskDistribution, { query: { projectId } })
      .then((answer) => live && setData(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, projectId, refresh]);
  if (!data) return null;
  const ap = (counts: RiskDistributionDto['ap'], prefix: string): Bar[] =>
    (['H', 'M', 'L', 'unrated'] as const).map((key) => ({
      label: `${prefix}${key === 'unrated' ? t('fmeaDisplay.charts.unrated') : key}`,
      value: counts[key],
      color: AP_COLORS[key],
    }));
  return (
    <Card size="small" title={t('fmeaDisplay.charts.title')} data-testid="fmea-risk-charts">
      {data.chains === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fmeaDisplay.charts.empty')} />
      ) : (
        <Row gutter={24}>
          <Col xs={24} lg={8}>
            <Typography.Text strong>{t('fmeaDisplay.charts.ap')}</Typography.Text>
            <Flex gap={16}>
              <Bars bars={ap(data.ap, '')} testId="fmea-chart-ap-before" />
              <Bars bars={ap(data.apAfter, '')} testId="fmea-chart-ap-after" />
            </Flex>
            <Flex gap={16}>
              <Typography.Text type="secondary" style={{ flex: 1, textAlign: 'center', fontSize: 12 }}>
                {t('fmeaDisplay.charts.before')}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ flex: 1, textAlign: 'center', fontSize: 12 }}>
                {t('fmeaDisplay.charts.after')}
              </Typography.Text>
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Text strong>{t('fmeaDisplay.charts.severity')}</Typography.Text>
            <Bars
              testId="fmea-chart-severity"
              bars={data.severity.map((value, index) => ({
                label: String(index + 1),
                value,
                color: index >= 8 ? '#cf1322' : index >= 6 ? '#d48806' : '#1677ff',
              }))}
            />
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Text strong>{t('fmeaDisplay.charts.rpn')}</Typography.Text>
            <Bars
              testId="fmea-chart-rpn"
              bars={data.rpn.map((value, index) => ({
                label: index === 0 ? '≤100' : `${index * 100 + 1}+`,
                value,
                color: '#1677ff',
              }))}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
