import type { PartTypeNode } from '@qis/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchPartTypeTree } from './api';

/** The part type tree, with a reload after a change. */
export function usePartTypes() {
  const [nodes, setNodes] = useState<PartTypeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setNodes(await fetchPartTypeTree());
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  return { nodes, loading, reload };
}
