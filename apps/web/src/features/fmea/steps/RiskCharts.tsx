import { FMEA_KINDS, fmeaKindEndpoints, type RiskDistributionDto } from '@qis/shared';
import { Card, Col, Empty, Flex, Row, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { callEndpoint } from '../../../shell/call-endpoint';
import { useFmeaKind } from '../project/FmeaKindContext';
import '../project/display-texts';

interface Bar {
  /** Under the bar (or the group); the tooltip's name. */
  label: string;
  /** One value per series (措施前 / 措施后), or one. */
  values: number[];
  color: string;
}

const AP_COLORS = { H: '#cf1322', M: '#d48806', L: '#389e0d', unrated: '#bfbfbf' } as const;
const BAR_HEIGHT = 96;
/** The second series (after the actions) is drawn lighter. */
const SERIES_OPACITY = [1, 0.45];

/** Bars in a row (a group of one bar per series), each as tall as its share of the highest, its value above it. */
function Bars({ bars, series, testId }: { bars: Bar[]; series?: string[]; testId: string }) {
  const top = Math.max(1, ...bars.flatMap((bar) => bar.values));
  return (
    <Flex gap={6} align="flex-end" style={{ height: BAR_HEIGHT + 40 }} data-testid={testId}>
      {bars.map((bar) => (
        <Tooltip
          key={bar.label}
          title={`${bar.label}：${bar.values.map((value, n) => (series ? `${series[n]} ${value}` : value)).join('，')}`}
        >
          <Flex vertical align="center" style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={2} align="flex-end" style={{ width: '100%', justifyContent: 'center' }}>
              {bar.values.map((value, i) => (
                <Flex key={series?.[i] ?? i} vertical align="center" style={{ flex: 1, maxWidth: 28 }}>
                  <Typography.Text style={{ fontSize: 11 }}>{value || ''}</Typography.Text>
                  <div
                    style={{
                      width: '100%',
                      height: Math.round((value / top) * BAR_HEIGHT),
                      minHeight: value > 0 ? 2 : 0,
                      background: bar.color,
                      opacity: SERIES_OPACITY[i] ?? 1,
                      borderRadius: 2,
                    }}
                  />
                </Flex>
              ))}
            </Flex>
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
  const series = [t('fmeaDisplay.charts.before'), t('fmeaDisplay.charts.after')];
  const ap: Bar[] = (['H', 'M', 'L', 'unrated'] as const).map((key) => ({
    label: key === 'unrated' ? t('fmeaDisplay.charts.unrated') : key,
    values: [data.ap[key], data.apAfter[key]],
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
            <Bars bars={ap} series={series} testId="fmea-chart-ap" />
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Text strong>{t('fmeaDisplay.charts.severity')}</Typography.Text>
            <Bars
              testId="fmea-chart-severity"
              bars={data.severity.map((value, index) => ({
                label: String(index + 1),
                values: [value],
                color: index >= 8 ? '#cf1322' : index >= 6 ? '#d48806' : '#1677ff',
              }))}
            />
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Text strong>
              {t(kind === FMEA_KINDS.msr ? 'fmeaDisplay.charts.rpn.2' : 'fmeaDisplay.charts.rpn')}
            </Typography.Text>
            <Bars
              testId="fmea-chart-rpn"
              bars={data.rpn.map((value, index) => ({
                label: `${index + 1}00`,
                values: [value],
                color: '#1677ff',
              }))}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
