import { ChartDataFile } from '../chart-page/ChartDataFile';
import { ChartPageLayout } from '../chart-page/ChartPageLayout';
import { useChartAnalysis } from '../chart-page/useChartAnalysis';
import { useChartFile } from '../chart-page/useChartFile';
import { useSevenToolsConfig } from '../chart-page/useSevenToolsConfig';
import { HistogramResult } from '../histogram/HistogramResult';
import { HistogramSettingsForm } from '../histogram/HistogramSettingsForm';
import { analyseHistogram } from '../histogram/histogram-api';
import { histogramBody, parseHistogram } from '../histogram/histogram-settings';

/** /myOldTools/histogramChart/:id — a histogram (直方图) file: data file and settings, saved automatically; 分析. */
export function HistogramChartPage() {
  const config = useSevenToolsConfig();
  const analysis = useChartAnalysis(analyseHistogram);
  const { file, failed, settings, change, saveState, sheet, dataFileMissing } = useChartFile(
    'histogramChart',
    parseHistogram,
    analysis.clear,
  );
  return (
    <ChartPageLayout
      name={file && settings ? file.name : null}
      failed={failed}
      saveState={saveState}
      analysing={analysis.analysing}
      onAnalyse={() => settings && void analysis.analyse(histogramBody(settings, sheet, config.histogramBinRule))}
      analyseTestId="histogram-analyse"
      exportButton={{ text: 'oldTools.histogram.exportPng', testId: 'histogram-export-png' }}
      emptyText="oldTools.histogram.empty"
      settings={
        settings && (
          <>
            <ChartDataFile
              idPrefix="histogram"
              value={settings.dataFileId}
              missing={dataFileMissing}
              onChange={(dataFileId) => change({ dataFileId, columns: [] })}
            />
            <HistogramSettingsForm
              settings={settings}
              onChange={change}
              sheet={sheet}
              defaultBinning={config.histogramBinRule}
            />
          </>
        )
      }
      result={
        analysis.result && (
          <HistogramResult result={analysis.result} colors={config.colors} decimals={config.decimals} />
        )
      }
    />
  );
}
