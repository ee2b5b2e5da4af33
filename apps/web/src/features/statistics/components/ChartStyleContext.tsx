import type { ChartStyle } from '@qis/shared';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface ChartStyles {
  /** The saved style of each chart, by its style key ('histogram', 'regression' …). */
  styles: Record<string, ChartStyle>;
  /** Keeps a chart's new style: in the analysis file, or in the page's state. A rejection keeps the dialog open. */
  onSave(key: string, style: ChartStyle): Promise<void> | void;
}

const ChartStylesContext = createContext<ChartStyles | null>(null);

/** Makes the charts below stylable: a chart with a styleKey gets the 设置样式 button and shows its saved style. */
export function ChartStyleProvider({ styles, onSave, children }: ChartStyles & { children: ReactNode }) {
  const value = useMemo(() => ({ styles, onSave }), [styles, onSave]);
  return <ChartStylesContext.Provider value={value}>{children}</ChartStylesContext.Provider>;
}

/** One chart's style and how to save it; null when the chart is not stylable (no provider, or no key). */
export function useChartStyle(key: string | undefined) {
  const context = useContext(ChartStylesContext);
  return useMemo(() => {
    if (!context || key === undefined) return null;
    return {
      style: context.styles[key] as ChartStyle | undefined,
      save: async (style: ChartStyle) => {
        await context.onSave(key, style);
      },
    };
  }, [context, key]);
}
