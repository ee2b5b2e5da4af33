import { SyncOutlined } from '@ant-design/icons';
import type { ControlPlanChangesDto, ControlPlanDto, ControlPlanLineDto } from '@qis/shared';
import { Alert, App, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { ExportButton } from '../../../shell/components/ExportButton';
import {
  exportControlPlan,
  exportControlPlanPdf,
  fetchControlPlan,
  fetchControlPlanCharts,
  generateControlPlan,
} from '../control-plan-api';
import { useFmeaKindPoint } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';
import { type SpcFigures, spcFiguresOf } from '../spc/spc-figures';
import { ChangesSummary } from './control-plan/ChangesSummary';
import { ControlPlanTable } from './control-plan/ControlPlanTable';
import { HeaderCard } from './control-plan/HeaderCard';
import { LinkChartModal } from './control-plan/LinkChartModal';

/**
 * The PFMEA's control plan (AIAG): generated from the PFMEA's steps and characteristics and kept in step with it
 * (与 PFMEA 同步 shows what changed; edited fields stay), its methods and reaction plan edited in place, special
 * characteristics linked to control charts with their measured Cpk beside the chains' lowest O, exported as .xlsx
 * and PDF in the AIAG layout.
 */
export function ControlPlanStep() {
  const { project, readOnly, run } = useProject();
  const kindPoint = useFmeaKindPoint();
  const { modal } = App.useApp();
  const [plan, setPlan] = useState<ControlPlanDto | null>(null);
  const [figures, setFigures] = useState<SpcFigures>(new Map());
  const [generating, setGenerating] = useState(false);
  const [linking, setLinking] = useState<ControlPlanLineDto | null>(null);

  const loadFigures = useCallback(
    () =>
      fetchControlPlanCharts(project.id).then(
        (charts) => setFigures(spcFiguresOf(charts)),
        () => undefined,
      ),
    [project.id],
  );
  const load = useCallback(() => {
    fetchControlPlan(project.id).then(setPlan, () => undefined);
    void loadFigures();
  }, [project.id, loadFigures]);
  useEffect(() => load(), [load]);

  const generate = async () => {
    setGenerating(true);
    const answer = await run(() => generateControlPlan(project.id));
    setGenerating(false);
    if (!answer) return;
    setPlan(answer.controlPlan);
    showChanges(answer.changes);
  };
  const showChanges = (changes: ControlPlanChangesDto) =>
    modal.info({
      title: t('fmea.cp.changes.title'),
      width: 640,
      content: <ChangesSummary changes={changes} />,
    });

  const replaceLine = useCallback(
    (line: ControlPlanLineDto) =>
      setPlan((current) =>
        current ? { ...current, lines: current.lines.map((l) => (l.id === line.id ? line : l)) } : current,
      ),
    [],
  );
  const removeLine = useCallback(
    (id: string) =>
      setPlan((current) => (current ? { ...current, lines: current.lines.filter((l) => l.id !== id) } : current)),
    [],
  );
  const lines = plan?.lines ?? [];
  const stats = useMemo(() => lines.filter((line) => !line.sourceGone).length, [lines]);

  if (!plan) return <Spin />;
  const header = plan.header;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={t('fmea.cp.title')}
        extra={
          <Flex gap={8} align="center" wrap>
            {header && (
              <Typography.Text type="secondary" data-testid="cp-summary">
                {t('fmea.cp.lines', { n: stats })} ·{' '}
                {t('fmea.cp.generatedAt', { time: new Date(header.generatedAt).toLocaleString('zh-CN') })}
              </Typography.Text>
            )}
            {!readOnly && (
              <Button
                type={header && !plan.stale ? 'default' : 'primary'}
                icon={<SyncOutlined />}
                loading={generating}
                onClick={() => void generate()}
                data-testid="cp-generate"
              >
                {t(header ? 'fmea.cp.regenerate' : 'fmea.cp.generate')}
              </Button>
            )}
            {header && (
              <Authorized permission={kindPoint} action="export">
                <ExportButton
                  label={t('fmea.cp.export')}
                  testId="cp-export"
                  exportWorkbook={() => exportControlPlan(project.id)}
                />
                <ExportButton
                  label={t('fmea.cp.exportPdf')}
                  testId="cp-export-pdf"
                  exportWorkbook={() => exportControlPlanPdf(project.id)}
                />
              </Authorized>
            )}
          </Flex>
        }
      >
        {plan.stale && (
          <Alert
            type="warning"
            showIcon
            title={t('fmea.cp.stale')}
            style={{ marginBottom: 8 }}
            data-testid="cp-stale"
          />
        )}
        {!header ? (
          <Empty description={t('fmea.cp.empty')} />
        ) : (
          <ControlPlanTable
            projectId={project.id}
            lines={lines}
            figures={figures}
            readOnly={readOnly}
            onSaved={replaceLine}
            onDeleted={removeLine}
            onLink={setLinking}
          />
        )}
      </Card>
      {header && (
        <HeaderCard
          projectId={project.id}
          header={header}
          readOnly={readOnly}
          onSaved={(saved) => setPlan((current) => (current ? { ...current, header: saved } : current))}
        />
      )}
      {linking && (
        <LinkChartModal
          projectId={project.id}
          line={linking}
          onClose={() => setLinking(null)}
          onLinked={(line) => {
            replaceLine(line);
            setLinking(null);
            void loadFigures();
          }}
        />
      )}
    </Flex>
  );
}
