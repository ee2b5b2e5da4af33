import {
  type ApTables,
  DEFAULT_DFMEA_SCALES,
  DEFAULT_MSR_SCALES,
  DEFAULT_PFMEA_SCALES,
  type FmeaKind,
  type FmeaNet,
  type RatingScales,
} from '@qis/shared';
import { App } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError } from '../../../shell/http';
import { FMEA_CHANGED_EVENT } from '../../../shell/realtime/useRealtime';
import { fetchApStandard, fetchSodScales, fetchUsers, type ProjectDto, type UserOption } from '../api';
import { type ProjectScales, RatingScalesProvider } from '../components/RatingScales';
import { useFmeaApi, useFmeaKind } from './FmeaKindContext';

export interface ProjectState {
  project: ProjectDto;
  net: FmeaNet;
  /** The AP tables the server computes with (APStandard/aPStandardExtend), so AP is computed live from the same. */
  apTables: ApTables | undefined;
  apTableVersion: string;
  users: UserOption[];
  /** A read-only view, or the caller may not edit (not the owner, not a team member with canEdit). */
  readOnly: boolean;
  /** One of the read-only views (/all-, /share-, /typical-projectInfo): nothing is changed there, not even the plan. */
  readOnlyView: boolean;
  reload: () => Promise<void>;
  setNet: (update: (net: FmeaNet) => FmeaNet) => void;
  setProject: (project: ProjectDto) => void;
  /**
   * Runs a change: its failure is shown (a stale version, 409, offers a reload of the project), its success may be
   * toasted; answers the result, or null when it failed.
   */
  run: <T>(work: () => Promise<T>, done?: string) => Promise<T | null>;
}

const Context = createContext<ProjectState | null>(null);

export function useProject(): ProjectState {
  const state = useContext(Context);
  if (!state) throw new Error('useProject outside a ProjectProvider');
  return state;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The AIAG-VDA 2019 scales of each kind (FMEA-MSR: severity, frequency F, monitoring M). */
const DEFAULT_SCALES: Record<FmeaKind, RatingScales> = {
  0: DEFAULT_DFMEA_SCALES,
  1: DEFAULT_PFMEA_SCALES,
  2: DEFAULT_MSR_SCALES,
};

interface Loaded {
  project: ProjectDto;
  net: FmeaNet;
}

/** Loads one project with its net (and the AP tables and user names) and shares them with the node screens. */
export function useProjectLoader(id: string | undefined) {
  const { fetchNet, fetchProject } = useFmeaApi();
  const kind = useFmeaKind();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [apTables, setApTables] = useState<{ tables: ApTables; version: string } | undefined>();
  const [users, setUsers] = useState<UserOption[]>([]);
  // While it has no standard, a project rates with its kind's AIAG-VDA 2019 scales.
  const [scales, setScales] = useState<ProjectScales>({
    scales: DEFAULT_SCALES[kind],
    fromStandard: false,
  });
  const sodStandardId = loaded?.project.sodStandardId ?? null;
  // The project keeps the SOD standard it was created with (of its kind: a PFMEA's is a PFMEA standard): its scales
  // give the pickers' criteria. Criteria read by id (Optimizations/Sod…ById) whatever the standard's kind.
  useEffect(() => {
    if (!sodStandardId) return;
    fetchSodScales(sodStandardId)
      .then((found) => setScales({ scales: found, fromStandard: true }))
      .catch(() => undefined);
  }, [sodStandardId]);

  const reload = useCallback(async () => {
    if (!id) return;
    try {
      const [project, net] = await Promise.all([fetchProject(id), fetchNet(id)]);
      setLoaded({ project, net: net.net });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [id, fetchNet, fetchProject]);

  useEffect(() => {
    void reload();
  }, [reload]);
  // Another team member changed this project (the realtime hub's FMEA notice): load it again.
  useEffect(() => {
    let timer = 0;
    const onChanged = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const changed = typeof detail === 'string' ? safeJson(detail) : detail;
      if ((changed as { projectId?: string } | null)?.projectId !== id) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void reload(), 300);
    };
    window.addEventListener(FMEA_CHANGED_EVENT, onChanged);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(FMEA_CHANGED_EVENT, onChanged);
    };
  }, [id, reload]);
  useEffect(() => {
    fetchApStandard()
      .then((standard) => setApTables({ tables: standard as unknown as ApTables, version: standard.version }))
      .catch(() => undefined);
    fetchUsers()
      .then(setUsers)
      .catch(() => undefined);
  }, []);
  return { loaded, setLoaded, failed, reload, apTables, users, scales };
}

export function ProjectProvider({
  loader,
  readOnly,
  children,
}: {
  loader: ReturnType<typeof useProjectLoader>;
  readOnly: boolean;
  children: React.ReactNode;
}) {
  const { modal } = App.useApp();
  const { loaded, setLoaded, reload, apTables, users, scales } = loader;

  const run = useCallback(
    async <T,>(work: () => Promise<T>, done?: string): Promise<T | null> => {
      try {
        const result = await work();
        if (done) toast.success(done);
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          modal.confirm({
            title: t('fmea.conflict.title'),
            content: t('fmea.conflict.content', { message: error.message }),
            okText: t('fmea.conflict.reload'),
            onOk: () => reload(),
          });
        } else if (error instanceof ApiError) toast.error(error.message);
        return null;
      }
    },
    [modal, reload],
  );

  const value = useMemo<ProjectState | null>(() => {
    if (!loaded) return null;
    return {
      project: loaded.project,
      net: loaded.net,
      apTables: apTables?.tables,
      apTableVersion: apTables?.version ?? loaded.project.apTableVersion,
      users,
      readOnly: readOnly || !loaded.project.isPower,
      readOnlyView: readOnly,
      reload,
      setNet: (update) => setLoaded((current) => (current ? { ...current, net: update(current.net) } : current)),
      setProject: (project) => setLoaded((current) => (current ? { ...current, project } : current)),
      run,
    };
  }, [loaded, apTables, users, readOnly, reload, run, setLoaded]);

  return value ? (
    <Context.Provider value={value}>
      <RatingScalesProvider value={scales}>{children}</RatingScalesProvider>
    </Context.Provider>
  ) : null;
}
