import type { ControlChartBody, ControlChartConfigDto } from '@qis/shared';
import { Flex } from 'antd';
import { useEffect, useState } from 'react';
import { analyseControlChart, fetchControlChartConfig } from '../api';
import { ChartDataFile } from '../chart-page/ChartDataFile';
import { ChartPageLayout } from '../chart-page/ChartPageLayout';
import { useChartAnalysis } from '../chart-page/useChartAnalysis';
import { useChartFile } from '../chart-page/useChartFile';
import { ControlChartResult } from '../control-chart/ControlChartResult';
import { ControlChartSettingsForm } from '../control-chart/ControlChartSettingsForm';
import { changesLimitsSource, limitsSource, limitsToFreeze } from '../control-chart/control-chart-freeze';
import {
  type ControlChartSettings,
  controlChartBody,
  parseControlChart,
  takesSubgroups,
} from '../control-chart/control-chart-settings';
import { FreezeLimits } from '../control-chart/FreezeLimits';

/**
 * /myOldTools/controlChart/:id — a control chart file: its data file and settings, saved automatically; 分析; the
 * limits of an answer can be frozen to judge later points by (phase II).
 */
export function ControlChartPage() {
  const [config, setConfig] = useState<ControlChartConfigDto | null>(null);
  // An answer keeps which data its limits come from (null when they were frozen ones): only those can be frozen.
  const analysis = useChartAnalysis(async (request: { body: ControlChartBody; source: string | null }) => ({
    chart: await analyseControlChart(request.body),
    source: request.source,
  }));
  const { file, failed, settings, change, saveState, sheet, dataFileMissing } = useChartFile(
    'controlChart',
    parseControlChart,
    analysis.clear,
  );
  useEffect(() => {
    fetchControlChartConfig().then(setConfig, () => undefined);
  }, []);

  // Other data (file, type, columns, sizes) make frozen limits meaningless: the chart computes its own again.
  const changeSettings = (next: Partial<ControlChartSettings>) =>
    settings && change(settings.frozen && changesLimitsSource(settings, next) ? { ...next, frozen: null } : next);
  const rules =
    settings?.rules ?? (config ? { westernElectric: config.westernElectric, nelson: [...config.nelson] } : null);
  const decimals = config?.decimals ?? 4;
  const answer = analysis.result;
  const analyse = (current: ControlChartSettings) => {
    const body = controlChartBody(current, sheet, current.rules);
    void analysis.analyse(typeof body === 'string' ? body : { body, source: limitsSource(current) });
  };
  // Lifting frozen limits shows the chart with its own limits again at once.
  const changeFrozen = (frozen: ControlChartSettings['frozen']) => {
    if (!settings) return;
    change({ frozen });
    if (frozen === null && answer) analyse({ ...settings, frozen: null });
  };
  const toFreeze =
    answer && settings && answer.source !== null && answer.source === limitsSource(settings)
      ? limitsToFreeze(answer.chart)
      : null;

  return (
    <ChartPageLayout
      name={file && settings ? file.name : null}
      failed={failed}
      saveState={saveState}
      analysing={analysis.analysing}
      onAnalyse={() => settings && analyse(settings)}
      analyseTestId="cc-analyse"
      emptyText="oldTools.cc.empty"
      settings={
        settings && (
          <Flex vertical gap={16}>
            <div>
              <ChartDataFile
                idPrefix="cc"
                value={settings.dataFileId}
                missing={dataFileMissing}
                onChange={(dataFileId) => changeSettings({ dataFileId, columns: [], sizeColumn: null })}
              />
              <ControlChartSettingsForm settings={settings} onChange={changeSettings} sheet={sheet} rules={rules} />
            </div>
            <FreezeLimits
              frozen={settings.frozen}
              subgroups={takesSubgroups(settings.chartType)}
              toFreeze={toFreeze}
              onChange={changeFrozen}
              decimals={decimals}
            />
          </Flex>
        )
      }
      result={
        answer &&
        settings && <ControlChartResult result={answer.chart} decimals={decimals} showZones={settings.showZones} />
      }
    />
  );
}
