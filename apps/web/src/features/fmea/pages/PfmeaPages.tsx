import { FMEA_KINDS } from '@qis/shared';
import { FmeaKindProvider } from '../project/FmeaKindContext';
import { CreateDfmeaPage } from './CreateDfmeaPage';
import { HistoryPage } from './HistoryPage';
import { MyProjectPage } from './MyProjectPage';
import { ProjectPage } from './ProjectInfoPage';

// The PFMEA's pages (modules spec §2): the FMEA pages on the PFMEA's calls, nodes and routes.

const PFMEA = FMEA_KINDS.pfmea;

/** /createPFMEA */
export function CreatePfmeaPage() {
  return (
    <FmeaKindProvider kind={PFMEA}>
      <CreateDfmeaPage />
    </FmeaKindProvider>
  );
}

/** /myPfmeaProject and /myPFmeaProjectList (?type=2 not yet due, ?type=3 overdue) */
export function MyPfmeaProjectPage() {
  return (
    <FmeaKindProvider kind={PFMEA}>
      <MyProjectPage />
    </FmeaKindProvider>
  );
}

/** /ProjectPFMEA/{id} */
export function PfmeaProjectInfoPage() {
  return <ProjectPage readOnlyView={false} kind={PFMEA} />;
}

/** /all-pfmea-projectInfo/{id}, /share-pfmea-projectInfo/{id}, /typical-pfmea-projectInfo/{id} */
export function ReadOnlyPfmeaProjectInfoPage() {
  return <ProjectPage readOnlyView kind={PFMEA} />;
}

/** /pHistory/{id} */
export function PfmeaHistoryPage() {
  return (
    <FmeaKindProvider kind={PFMEA}>
      <HistoryPage />
    </FmeaKindProvider>
  );
}
