import type { MsDataSheetDto } from '@qis/shared';
import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';

interface AnalysisOptions<Values, Input, Result, Request extends { input: Input }> {
  form: FormInstance<Values>;
  sheet: MsDataSheetDto | null;
  /** The request from the sheet and the validated settings (its `input` goes to the server), or null: nothing to run. */
  request: (sheet: MsDataSheetDto, values: Values) => Request | null;
  analyse: (input: Input) => Promise<Result>;
}

/**
 * Runs an analysis page's 分析: validates the settings, builds the request and keeps it with the result as `run`
 * (cleared when another data file's sheet loads). A failed call keeps the previous run.
 */
export function useAnalysis<Values, Input, Result, Request extends { input: Input }>({
  form,
  sheet,
  request,
  analyse,
}: AnalysisOptions<Values, Input, Result, Request>) {
  const [run, setRun] = useState<(Request & { result: Result }) | null>(null);
  const [analysing, setAnalysing] = useState(false);

  useEffect(() => {
    if (sheet) setRun(null);
  }, [sheet]);

  const start = async () => {
    if (!sheet) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const made = request(sheet, values);
    if (!made) return;
    setAnalysing(true);
    try {
      setRun({ ...made, result: await analyse(made.input) });
    } catch {
      // The HTTP client has shown the server's message (a cell that is not a number, too few values …).
    } finally {
      setAnalysing(false);
    }
  };

  return { run, analysing, start };
}
