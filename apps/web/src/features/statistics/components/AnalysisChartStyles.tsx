import { CHART_STYLE_ENDPOINTS, type ChartStyle, readChartStyles } from '@qis/shared';
import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { type StyledAnalysisKind, saveChartStyle } from '../chart-styles-api';
import { ChartStyleProvider } from './ChartStyleContext';
import type { AnalysisSource } from './useAnalysisSource';

const isStyled = (kind: string): kind is StyledAnalysisKind => kind in CHART_STYLE_ENDPOINTS;

interface AnalysisChartStylesProps {
  source: AnalysisSource;
  /** The tool page's styles (not saved on the server until the page is saved as an analysis file). */
  localStyles: Record<string, ChartStyle>;
  onLocalSave: (key: string, style: ChartStyle) => void;
  children: ReactNode;
}

/**
 * Makes an analysis's charts stylable where the analysis has style endpoints (capability, regression): an analysis
 * file saves each chart's style through them; a tool page keeps the styles until it is saved as a file.
 */
export function AnalysisChartStyles({ source, localStyles, onLocalSave, children }: AnalysisChartStylesProps) {
  const { file, kind, setFile } = source;
  const fileStyles = useMemo(() => (file ? readChartStyles(file.settings) : null), [file]);
  const save = useCallback(
    async (key: string, style: ChartStyle) => {
      if (!file || !isStyled(kind)) onLocalSave(key, style);
      else setFile(await saveChartStyle(kind, key, { id: file.id, style, version: file.version }));
    },
    [file, kind, setFile, onLocalSave],
  );
  if (!isStyled(kind)) return children;
  return (
    <ChartStyleProvider styles={fileStyles ?? localStyles} onSave={save}>
      {children}
    </ChartStyleProvider>
  );
}
