import { apCounts, FMEA_KINDS, type FormSheetRow } from '@qis/shared';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { ExportButton } from '../../../shell/components/ExportButton';
import { useRatingScales } from '../components/RatingScales';
import type { RiskDraft } from '../form-sheet/ChainCells';
import { FormSheetGrid } from '../form-sheet/FormSheetGrid';
import { sheetRows } from '../form-sheet/sheet-rows';
import { useDisplayConfig } from '../project/DisplayConfig';
import { orderRowsByRisk } from '../project/display';
import { useFmeaApi, useFmeaKind, useFmeaKindPoint } from '../project/FmeaKindContext';
import { kindText } from '../project/kind-paths';
import { useProject } from '../project/ProjectContext';
import { SpcContext, useSpcFigures } from '../spc/SpcContext';
import { AnalysisCheckButton } from './AnalysisCheckDrawer';

/** How long after the last saved rating the header's progress is read again. */
const PROGRESS_DELAY_MS = 1000;

/**
 * Step 5, risk analysis: the form sheet as a view of the net (domain formSheetRows with the server's AP table), one
 * merged block per failure mode, the chains' controls and O/D edited in place (an FMEA-MSR's: the rationale for F,
 * F, the diagnostic monitoring, the system response, the mitigated effect and its severity, M; AP by the MSR rule,
 * the severity that entered it shown). Saves of one chain run one after the
 * other, each with the version the previous one answered; a stale one (409) offers a reload.
 */
export function RiskAnalysisStep() {
  const { exportFormSheet, exportFormSheetPdf, fetchProject, saveChainRisk } = useFmeaApi();
  const kindPoint = useFmeaKindPoint();
  const kind = useFmeaKind();
  const { project, net, apTables, apTableVersion, readOnly, run, setNet, setProject } = useProject();
  const [params, setParams] = useSearchParams();
  const { fromStandard } = useRatingScales();
  // The rating hints name the kind's standard for FMEA-MSR (SFM); DFMEA's and PFMEA's are the SOD standard's.
  const msrKind = kind === FMEA_KINDS.msr ? kind : FMEA_KINDS.dfmea;
  // A PFMEA's display may order the failure modes by risk (riskAnalysisOrder 2): as the rows are worked out, so a
  // rating saved does not move its block while it is being rated.
  const byRisk = useDisplayConfig().riskAnalysisOrder === 2;
  // The rows are worked out from the net once per net (sheetRows: thousands of chains take a few hundred ms); a saved
  // rating only replaces its own row, from the server's answer (S, AP, RPN), instead of working them all out again.
  const rowsOfNet = useCallback(
    () => (byRisk ? orderRowsByRisk(sheetRows(kind, net, apTables)) : sheetRows(kind, net, apTables)),
    [byRisk, kind, net, apTables],
  );
  // A PFMEA's special characteristics linked to control charts show their measured Cpk beside O.
  const spcFigures = useSpcFigures(project.id, kind === FMEA_KINDS.pfmea);
  const [rows, setRows] = useState(rowsOfNet);
  const patched = useRef(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (patched.current) patched.current = false;
    else setRows(rowsOfNet());
  }, [rowsOfNet]);
  const counts = useMemo(() => apCounts(rows), [rows]);
  const chains = rows.filter((row) => row.cause !== null).length;

  // The latest risks (a save reads the version the previous save of its chain answered).
  const risks = useRef(net.risks);
  risks.current = net.risks;
  const queues = useRef(new Map<string, Promise<unknown>>());
  // The number of the latest edit of each chain: only its answer is shown (an earlier save's answer would put back
  // values the user has already changed while it was on its way).
  const latest = useRef(new Map<string, number>());
  const progressTimer = useRef(0);
  useEffect(() => () => window.clearTimeout(progressTimer.current), []);

  const onSave = useCallback(
    (row: FormSheetRow, draft: RiskDraft) => {
      if (!row.cause) return;
      const { key } = row;
      const { modeId, causeId } = { modeId: row.mode.id, causeId: row.cause.id };
      const number = (latest.current.get(key) ?? 0) + 1;
      latest.current.set(key, number);
      const same = (r: { modeId: string; causeId: string }) => r.modeId === modeId && r.causeId === causeId;
      const save = async () => {
        const current = risks.current.find(same);
        if (!current) return;
        const saved = await run(() =>
          saveChainRisk({
            projectId: project.id,
            modeId,
            causeId,
            version: current.version,
            remarks: current.remarks,
            ...draft,
          }),
        );
        if (!saved) return;
        const {
          severity: _s,
          ap: _a,
          apSeverity,
          apMitigated,
          rpn: _r,
          apAfter: _f,
          apAfterSeverity,
          apAfterMitigated,
          ...risk
        } = saved;
        risks.current = risks.current.map((r) => (same(r) ? risk : r));
        if (latest.current.get(key) !== number) return;
        setRows((current) =>
          current.map((r) =>
            r.key === key
              ? {
                  ...r,
                  risk,
                  severity: saved.severity,
                  ap: saved.ap,
                  apSeverity,
                  apMitigated,
                  rpn: saved.rpn,
                  apAfter: saved.apAfter,
                  apAfterSeverity,
                  apAfterMitigated,
                }
              : r,
          ),
        );
        patched.current = true;
        setNet((value) => ({ ...value, risks: value.risks.map((r) => (same(r) ? risk : r)) }));
        // The header's progress stage follows the ratings (step 5 is reached once every chain is rated): read again
        // once the ratings pause, not after each (the server works the stage out from the whole net).
        window.clearTimeout(progressTimer.current);
        progressTimer.current = window.setTimeout(() => {
          fetchProject(project.id)
            .then(setProject)
            .catch(() => undefined);
        }, PROGRESS_DELAY_MS);
      };
      const previous = queues.current.get(key) ?? Promise.resolve();
      queues.current.set(key, previous.then(save, save));
    },
    [project.id, run, setNet, setProject, fetchProject, saveChainRisk],
  );

  const onOpenActions = useCallback(
    (row: FormSheetRow) => row.cause && setParams({ node: 'optimization', chain: row.key }, { replace: true }),
    [setParams],
  );

  return (
    <Card
      size="small"
      title={t('fmea.sheet.title')}
      extra={
        <Flex gap={8} align="center" data-testid="sheet-summary">
          <Typography.Text>{t('fmea.sheet.rows', { n: chains })}</Typography.Text>
          <Tag color="red">H {counts.H}</Tag>
          <Tag color="orange">M {counts.M}</Tag>
          <Tag color="green">L {counts.L}</Tag>
          <Tag>
            {t('fmea.results.unrated')} {counts.unrated}
          </Tag>
          <AnalysisCheckButton />
          {exportFormSheet && exportFormSheetPdf && (
            <Authorized permission={kindPoint} action="export">
              <ExportButton
                label={t('fmea.sheet.export')}
                testId="fmea-sheet-export"
                exportWorkbook={() => exportFormSheet(project.id)}
              />
              <ExportButton
                label={t('fmea.sheet.exportPdf')}
                testId="fmea-sheet-export-pdf"
                exportWorkbook={() => exportFormSheetPdf(project.id)}
              />
            </Authorized>
          )}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }} data-testid="sheet-hint">
        {t('fmea.sheet.apSource', { version: apTableVersion })}；
        {t(kindText(fromStandard ? 'fmea.rating.projectStandardHint' : 'fmea.rating.standardHint', msrKind))}
        {byRisk && `；${t('fmeaDisplay.sheet.byRisk')}`}
        {kind === FMEA_KINDS.msr && `；${t('fmea.sheet.msrRule')}`}
      </Typography.Paragraph>
      {rows.length === 0 ? (
        <Empty description={t('fmea.sheet.empty')} />
      ) : (
        <SpcContext.Provider value={spcFigures}>
          <FormSheetGrid
            rows={rows}
            apTables={apTables}
            readOnly={readOnly}
            onSave={onSave}
            onOpenActions={onOpenActions}
            height={Math.max(360, window.innerHeight - 330)}
            focusKey={params.get('chain')}
          />
        </SpcContext.Provider>
      )}
    </Card>
  );
}
