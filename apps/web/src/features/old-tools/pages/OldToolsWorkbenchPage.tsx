import { P } from '@qis/shared/permissions';
import { ToolWorkbench } from '../../tool-files/ToolWorkbench';
import type { WorkbenchLink } from '../../tool-files/WorkbenchLinks';
import { createToolFile, fetchToolFiles } from '../api';
import { OLD_TOOLS } from '../tools';

const LINKS: readonly WorkbenchLink[] = [
  { to: '/oldToolFile', title: 'oldTools.menu.files', icon: 'files' },
  { to: '/oldToolChanges', title: 'oldTools.menu.changes', icon: 'changes' },
  { to: '/oldrecycleBinList', title: 'oldTools.menu.recycleBin', icon: 'recycleBin' },
  {
    to: '/qmcOldModuleSetting',
    title: 'oldTools.menu.moduleSetting',
    icon: 'moduleSetting',
    permission: P.oldTools.Setting.key,
  },
  {
    to: '/qmcOldBasicSetting',
    title: 'oldTools.menu.basicSetting',
    icon: 'basicSetting',
    permission: P.oldTools.Setting.key,
  },
];

const TOOLS = OLD_TOOLS.map((tool) => ({ ...tool, path: (id: string) => `/myOldTools/${tool.route}/${id}` }));

/** /myTool: the old seven tools — start a new chart or diagram, or open one of my files. */
export function OldToolsWorkbenchPage() {
  return (
    <ToolWorkbench
      title="oldTools.workbench.title"
      space="oldTools"
      testIdPrefix="old"
      tools={TOOLS}
      links={LINKS}
      fetchFiles={fetchToolFiles}
      createFile={createToolFile}
    />
  );
}
