import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { FMEA_CHANGED_EVENT } from '../../../shell/realtime/useRealtime';
import type { ProjectPlan, TaskDto } from '../kind-api';
import { useFmeaApi } from '../project/FmeaKindContext';

export interface PlanState {
  plan: ProjectPlan | null;
  /** The task of each node id. */
  tasks: Map<number, TaskDto>;
  reload: () => Promise<void>;
  setPlan: (plan: ProjectPlan) => void;
}

const Context = createContext<PlanState | null>(null);

/** The project's plan (projectInfoTime): its node tasks with their assignees, dates and audit states. */
export function usePlan(): PlanState {
  const state = useContext(Context);
  if (!state) throw new Error('usePlan outside a PlanProvider');
  return state;
}

/**
 * Loads the plan of the project and keeps it current: another member's change (the realtime hub's FMEA notice, e.g.
 * a task submitted, approved or rejected) loads it again.
 */
export function PlanProvider({ projectId, children }: { projectId: string; children: React.ReactNode }) {
  const { fetchPlan } = useFmeaApi();
  const [plan, setPlan] = useState<ProjectPlan | null>(null);
  const reload = useCallback(async () => {
    try {
      setPlan(await fetchPlan(projectId));
    } catch {
      // The project page shows the project's own failure; the plan stays as it was.
    }
  }, [projectId, fetchPlan]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    let timer = 0;
    const onChanged = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      let changed: { projectId?: string } | null = null;
      try {
        changed = typeof detail === 'string' ? JSON.parse(detail) : (detail as typeof changed);
      } catch {
        return;
      }
      if (changed?.projectId !== projectId) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void reload(), 300);
    };
    window.addEventListener(FMEA_CHANGED_EVENT, onChanged);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(FMEA_CHANGED_EVENT, onChanged);
    };
  }, [projectId, reload]);
  const value = useMemo<PlanState>(
    () => ({
      plan,
      tasks: new Map((plan?.tasks ?? []).map((task) => [task.nodeEventId, task])),
      reload,
      setPlan,
    }),
    [plan, reload],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
