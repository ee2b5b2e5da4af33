import { useEffect, useState } from 'react';
import {
  COUNTERS_CHANGED_EVENT,
  type FlowInstanceNum,
  fetchFlowInstanceNum,
  fetchTaskCount,
  type TaskCount,
} from './workflow-api';

/** The header's workflow counters, reloaded whenever they may have changed. Null until loaded (or on failure). */
export function useWorkflowCounts(): { tasks: TaskCount | null; flows: FlowInstanceNum | null } {
  const [tasks, setTasks] = useState<TaskCount | null>(null);
  const [flows, setFlows] = useState<FlowInstanceNum | null>(null);
  useEffect(() => {
    const load = () => {
      void fetchTaskCount().then(setTasks, () => setTasks(null));
      void fetchFlowInstanceNum().then(setFlows, () => setFlows(null));
    };
    load();
    window.addEventListener(COUNTERS_CHANGED_EVENT, load);
    return () => window.removeEventListener(COUNTERS_CHANGED_EVENT, load);
  }, []);
  return { tasks, flows };
}
