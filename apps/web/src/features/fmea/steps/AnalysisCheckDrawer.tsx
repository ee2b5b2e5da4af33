import { FileSearchOutlined } from '@ant-design/icons';
import { ANALYSIS_CHECK_RULES, type AnalysisCheckRule, FMEA_KINDS } from '@qis/shared';
import { Badge, Button, Collapse, Drawer, Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import type { AnalysisCheck } from '../analysis-api';
import { ApTag } from '../components/ApTag';
import { useFmeaApi, useFmeaKind } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';

/** How long after the net's last change the check is read again. */
const RELOAD_DELAY_MS = 400;

type Finding = AnalysisCheck['elements'][number]['findings'][number];

const RULE_COLORS: Record<AnalysisCheckRule, string> = {
  modeWithoutEffect: 'orange',
  modeWithoutCause: 'orange',
  effectWithoutSeverity: 'gold',
  chainWithoutOccurrence: 'blue',
  chainWithoutDetection: 'blue',
  chainWithoutAction: 'red',
};

/** Where a finding is put right: the failure analysis (modes, effects), the form sheet (O, D), step 6 (actions). */
function target(elementId: string, finding: Finding): Record<string, string> {
  if (finding.rule === 'chainWithoutAction' && finding.chainKey)
    return { node: 'optimization', chain: finding.chainKey };
  if ((finding.rule === 'chainWithoutOccurrence' || finding.rule === 'chainWithoutDetection') && finding.chainKey)
    return { node: 'riskAnalysis', chain: finding.chainKey };
  return {
    node: 'failureAnalysis',
    element: elementId,
    function: finding.functionId,
    ...(finding.modeId ? { mode: finding.modeId } : {}),
  };
}

/** FMEA-MSR's own names: F and M where the others rate O and D, its configuration named in the action rule. */
const MSR_NAMED = new Set<string>(['chainWithoutOccurrence', 'chainWithoutDetection', 'H', 'HM']);
const kindKey = (key: string, name: string, msr: boolean): MessageKey =>
  (msr && MSR_NAMED.has(name) ? `${key}.2` : key) as MessageKey;

const findingText = (finding: Finding) => (finding.causeName ? `${finding.name} ← ${finding.causeName}` : finding.name);

/**
 * 分析检查 (FailureMode/FailureAnalyse): what the failure and risk analysis still lack, counted per rule and listed
 * per focus element, each finding a link to the screen that puts it right. Read again each time it is opened and
 * whenever the project's net changes while it is open.
 */
export function AnalysisCheckButton() {
  const { fetchAnalysisCheck } = useFmeaApi();
  const msr = useFmeaKind() === FMEA_KINDS.msr;
  const { project, net } = useProject();
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [check, setCheck] = useState<AnalysisCheck | null>(null);
  const [loading, setLoading] = useState(false);
  const [rule, setRule] = useState<AnalysisCheckRule | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    fetchAnalysisCheck(project.id)
      .then(setCheck)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [project.id, fetchAnalysisCheck]);
  // The badge's count on first show, and the list again once the net's changes pause (ratings typed one by one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the net is the trigger, not an input
  useEffect(() => {
    const timer = window.setTimeout(load, RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [load, net]);

  const go = (elementId: string, finding: Finding) => {
    setOpen(false);
    setParams(target(elementId, finding), { replace: true });
  };
  const elements = (check?.elements ?? [])
    .map((element) => ({
      ...element,
      findings: rule ? element.findings.filter((f) => f.rule === rule) : element.findings,
    }))
    .filter((element) => element.findings.length > 0);

  return (
    <>
      <Badge count={check?.total ?? 0} size="small" overflowCount={999}>
        <Button icon={<FileSearchOutlined />} onClick={() => setOpen(true)} data-testid="fmea-check-open">
          {t('fmea.check.open')}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('fmea.check.title')}
        size={560}
        extra={
          <Button size="small" onClick={load} loading={loading}>
            {t('fmea.check.reload')}
          </Button>
        }
        data-testid="fmea-check"
      >
        {!check ? (
          <Spin />
        ) : check.total === 0 ? (
          <Empty description={t('fmea.check.allDone')} />
        ) : (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {t('fmea.check.total', { n: check.total })}；
              {t(kindKey(`fmea.check.actionRequired.${check.actionRequiredAp}`, check.actionRequiredAp, msr))}
            </Typography.Text>
            <Flex gap={6} wrap data-testid="fmea-check-counts">
              <Tag.CheckableTag checked={rule === null} onChange={() => setRule(null)}>
                {t('fmea.check.all')} {check.total}
              </Tag.CheckableTag>
              {ANALYSIS_CHECK_RULES.filter((r) => check.counts[r] > 0).map((r) => (
                <Tag.CheckableTag
                  key={r}
                  checked={rule === r}
                  onChange={(on) => setRule(on ? r : null)}
                  data-testid={`fmea-check-rule-${r}`}
                >
                  {t(kindKey(`fmea.check.rule.${r}`, r, msr))} {check.counts[r]}
                </Tag.CheckableTag>
              ))}
            </Flex>
            <Collapse
              size="small"
              defaultActiveKey={elements.slice(0, 3).map((e) => e.elementId)}
              items={elements.map((element) => ({
                key: element.elementId,
                label: (
                  <span>
                    {element.elementName}
                    <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                      {element.findings.length}
                    </Typography.Text>
                  </span>
                ),
                children: (
                  <List
                    size="small"
                    dataSource={element.findings}
                    renderItem={(finding) => (
                      <List.Item
                        data-testid="fmea-check-item"
                        actions={[
                          <Button
                            key="go"
                            type="link"
                            size="small"
                            onClick={() => go(element.elementId, finding)}
                            data-testid="fmea-check-go"
                          >
                            {t('fmea.check.go')}
                          </Button>,
                        ]}
                      >
                        <Flex gap={6} align="center" wrap>
                          <Tag color={RULE_COLORS[finding.rule]}>
                            {t(kindKey(`fmea.check.rule.${finding.rule}`, finding.rule, msr))}
                          </Tag>
                          {finding.ap && <ApTag ap={finding.ap} />}
                          <span>{findingText(finding)}</span>
                        </Flex>
                      </List.Item>
                    )}
                  />
                ),
              }))}
            />
          </Flex>
        )}
      </Drawer>
    </>
  );
}
