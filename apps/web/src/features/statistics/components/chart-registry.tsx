import type ReactEChartsCore from 'echarts-for-react/esm/core';
import {
  createContext,
  type PropsWithChildren,
  type ReactElement,
  useCallback,
  useContext,
  useMemo,
  useRef,
} from 'react';

/** A chart's picture for the report: its title and a PNG data URL. */
export interface ChartImage {
  title: string;
  png: string;
}

export interface ChartRegistry {
  register(title: string, chart: ReactEChartsCore | null): void;
  images(): ChartImage[];
}

const RegistryContext = createContext<ChartRegistry | null>(null);

/** Holds the charts of one analysis page, in the order they appear, so the report can include their pictures. */
export function useChartRegistry(): { registry: ChartRegistry; Provider: (props: PropsWithChildren) => ReactElement } {
  const charts = useRef(new Map<string, ReactEChartsCore>());
  const registry = useMemo<ChartRegistry>(
    () => ({
      register(title, chart) {
        if (chart) charts.current.set(title, chart);
        else charts.current.delete(title);
      },
      images() {
        return [...charts.current].map(([title, chart]) => ({
          title,
          png: chart.getEchartsInstance().getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }),
        }));
      },
    }),
    [],
  );
  const Provider = useCallback(
    ({ children }: PropsWithChildren) => (
      <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
    ),
    [registry],
  );
  return { registry, Provider };
}

/** The ref callback a chart passes to ECharts to join the page's registry under its title. */
export function useChartRegistration(title: string) {
  const registry = useContext(RegistryContext);
  return useCallback((chart: ReactEChartsCore | null) => registry?.register(title, chart), [registry, title]);
}
