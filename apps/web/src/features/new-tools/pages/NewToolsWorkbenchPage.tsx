import { P } from '@qis/shared/permissions';
import { ToolWorkbench } from '../../tool-files/ToolWorkbench';
import type { WorkbenchLink } from '../../tool-files/WorkbenchLinks';
import { createToolFile, fetchToolFiles } from '../api';
import { NEW_TOOLS } from '../tools';

const LINKS: readonly WorkbenchLink[] = [
  { to: '/myFileList', title: 'newTools.menu.files', icon: 'files' },
  { to: '/recentChanges', title: 'newTools.menu.changes', icon: 'changes' },
  { to: '/recycleBin', title: 'newTools.menu.recycleBin', icon: 'recycleBin' },
  {
    to: '/qmcNewModuleSetting',
    title: 'newTools.menu.moduleSetting',
    icon: 'moduleSetting',
    permission: P.newTools.Setting.key,
  },
  {
    to: '/qmcNewBasicSetting',
    title: 'newTools.menu.basicSetting',
    icon: 'basicSetting',
    permission: P.newTools.Setting.key,
  },
];

/** /myTools and /myToolsList: the new seven tools — start a new diagram, or open one of my files. */
export function NewToolsWorkbenchPage() {
  return (
    <ToolWorkbench
      title="newTools.workbench.title"
      space="newTools"
      testIdPrefix="new"
      tools={NEW_TOOLS}
      links={LINKS}
      fetchFiles={fetchToolFiles}
      createFile={createToolFile}
    />
  );
}
