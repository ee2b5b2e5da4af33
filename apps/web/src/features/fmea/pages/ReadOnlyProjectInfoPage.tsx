import { ProjectPage } from './ProjectInfoPage';

/** /all-projectInfo/{id}, /share-projectInfo/{id}, /typical-projectInfo/{id}: the project pages without editing. */
export function ReadOnlyProjectInfoPage() {
  return <ProjectPage readOnlyView />;
}
