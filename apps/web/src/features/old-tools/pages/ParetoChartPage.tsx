import { ChartDataFile } from '../chart-page/ChartDataFile';
import { ChartPageLayout } from '../chart-page/ChartPageLayout';
import { useChartAnalysis } from '../chart-page/useChartAnalysis';
import { useChartFile } from '../chart-page/useChartFile';
import { useSevenToolsConfig } from '../chart-page/useSevenToolsConfig';
import { ParetoResult } from '../pareto/ParetoResult';
import { ParetoSettingsForm } from '../pareto/ParetoSettingsForm';
import { analysePareto } from '../pareto/pareto-api';
import { paretoBody, parsePareto } from '../pareto/pareto-settings';

/** /myOldTools/permutationChart/:id — a Pareto chart (排列图) file: data file and settings, saved automatically; 分析. */
export function ParetoChartPage() {
  const config = useSevenToolsConfig();
  const analysis = useChartAnalysis(analysePareto);
  const { file, failed, settings, change, saveState, sheet, dataFileMissing } = useChartFile(
    'permutationChart',
    parsePareto,
    analysis.clear,
  );
  return (
    <ChartPageLayout
      name={file && settings ? file.name : null}
      failed={failed}
      saveState={saveState}
      analysing={analysis.analysing}
      onAnalyse={() => settings && void analysis.analyse(paretoBody(settings, sheet))}
      analyseTestId="pareto-analyse"
      exportButton={{ text: 'oldTools.pareto.exportPng', testId: 'pareto-export-png' }}
      emptyText="oldTools.pareto.empty"
      settings={
        settings && (
          <>
            <ChartDataFile
              idPrefix="pareto"
              value={settings.dataFileId}
              missing={dataFileMissing}
              onChange={(dataFileId) => change({ dataFileId, categoryColumn: null, countColumn: null })}
            />
            <ParetoSettingsForm settings={settings} onChange={change} sheet={sheet} />
          </>
        )
      }
      result={
        analysis.result && <ParetoResult result={analysis.result} colors={config.colors} decimals={config.decimals} />
      }
    />
  );
}
