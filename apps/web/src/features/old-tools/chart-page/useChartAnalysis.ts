import { useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { toast } from '../../../shell/feedback';

/**
 * 分析 of a chart page: sends the request built from the settings (or warns what is still missing) and keeps the
 * answer. The HTTP client shows a refusal itself (a cell that is not a number …).
 */
export function useChartAnalysis<B, R>(call: (body: B) => Promise<R>) {
  const [result, setResult] = useState<R | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const analyse = async (body: B | MessageKey) => {
    if (typeof body === 'string') return toast.warning(t(body as MessageKey));
    setAnalysing(true);
    try {
      setResult(await call(body));
    } catch {
      // shown by the HTTP client
    } finally {
      setAnalysing(false);
    }
  };
  return { result, analysing, analyse, clear: () => setResult(null) };
}
