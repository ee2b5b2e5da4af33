import { useCallback, useEffect, useState } from 'react';
import { fetchClassificationTree, type ProcessClassificationNode } from './api';

/** The process classification tree, with a reload after a change. */
export function useClassifications() {
  const [nodes, setNodes] = useState<ProcessClassificationNode[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setNodes(await fetchClassificationTree());
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  return { nodes, loading, reload };
}

/** The tree as TreeSelect data (without `exceptId` and what is below it). */
export const classificationOptions = (nodes: ProcessClassificationNode[], exceptId?: string): unknown[] =>
  nodes
    .filter((n) => n.id !== exceptId)
    .map((n) => ({ value: n.id, title: n.name, children: classificationOptions(n.children, exceptId) }));
