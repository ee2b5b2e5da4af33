import type { ScatterChartBody, SheetColumnInput } from '@qis/shared';
import { ChartDataFile } from '../chart-page/ChartDataFile';
import { ChartPageLayout } from '../chart-page/ChartPageLayout';
import { useChartAnalysis } from '../chart-page/useChartAnalysis';
import { useChartFile } from '../chart-page/useChartFile';
import { useSevenToolsConfig } from '../chart-page/useSevenToolsConfig';
import { ScatterResult } from '../scatter/ScatterResult';
import { ScatterSettingsForm } from '../scatter/ScatterSettingsForm';
import { analyseScatter } from '../scatter/scatter-api';
import { parseScatter, scatterBody } from '../scatter/scatter-settings';

// An axis is named after the column it shows: 'B 温度'.
const axisName = (column: SheetColumnInput) => `${column.column} ${column.name ?? ''}`.trim();

/** /myOldTools/scatterChart/:id — a scatter chart (散布图) file: data file and X/Y columns, saved automatically; 分析. */
export function ScatterChartPage() {
  const config = useSevenToolsConfig();
  const analysis = useChartAnalysis(async (body: ScatterChartBody) => ({
    answer: await analyseScatter(body),
    names: { x: axisName(body.x), y: axisName(body.y) },
  }));
  const { file, failed, settings, change, saveState, sheet, dataFileMissing } = useChartFile(
    'scatterChart',
    parseScatter,
    analysis.clear,
  );
  const shown = analysis.result;
  return (
    <ChartPageLayout
      name={file && settings ? file.name : null}
      failed={failed}
      saveState={saveState}
      analysing={analysis.analysing}
      onAnalyse={() => settings && void analysis.analyse(scatterBody(settings, sheet))}
      analyseTestId="scatter-analyse"
      exportButton={{ text: 'oldTools.scatter.exportPng', testId: 'scatter-export-png' }}
      emptyText="oldTools.scatter.empty"
      settings={
        settings && (
          <>
            <ChartDataFile
              idPrefix="scatter"
              value={settings.dataFileId}
              missing={dataFileMissing}
              onChange={(dataFileId) => change({ dataFileId, x: null, y: null })}
            />
            <ScatterSettingsForm settings={settings} onChange={change} sheet={sheet} />
          </>
        )
      }
      result={
        shown && (
          <ScatterResult result={shown.answer} names={shown.names} colors={config.colors} decimals={config.decimals} />
        )
      }
    />
  );
}
