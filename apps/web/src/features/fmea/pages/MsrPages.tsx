import { FMEA_KINDS } from '@qis/shared';
import { FmeaKindProvider } from '../project/FmeaKindContext';
import { CreateDfmeaPage } from './CreateDfmeaPage';
import { HistoryPage } from './HistoryPage';
import { MyProjectPage } from './MyProjectPage';
import { ProjectPage } from './ProjectInfoPage';

// The FMEA-MSR's pages (modules spec §2, plugin 1004): the FMEA pages on the MSR's calls, nodes and routes.

const MSR = FMEA_KINDS.msr;

/** /createFMEAMSR */
export function CreateMsrPage() {
  return (
    <FmeaKindProvider kind={MSR}>
      <CreateDfmeaPage />
    </FmeaKindProvider>
  );
}

/** /myFMEAMSRProject (?type=2 not yet due, ?type=3 overdue; /myFMEAMSRList redirects here, routes.tsx) */
export function MyMsrProjectPage() {
  return (
    <FmeaKindProvider kind={MSR}>
      <MyProjectPage />
    </FmeaKindProvider>
  );
}

/** /ProjectFMEAMSR/{id} */
export function MsrProjectInfoPage() {
  return <ProjectPage readOnlyView={false} kind={MSR} />;
}

/** /all-fmeamsr-projectInfo/{id}, /share-fmeamsr-projectInfo/{id}, /typical-fmeamsr-projectInfo/{id} */
export function ReadOnlyMsrProjectInfoPage() {
  return <ProjectPage readOnlyView kind={MSR} />;
}

/** /MSRFHistory/{id} */
export function MsrHistoryPage() {
  return (
    <FmeaKindProvider kind={MSR}>
      <HistoryPage />
    </FmeaKindProvider>
  );
}
