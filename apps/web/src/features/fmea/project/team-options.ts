import type { FmeaOrgNode, FmeaOrgUser } from '@qis/shared';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchOrganizationTree } from '../api';
import type { Option } from './options';

export interface OptionGroup {
  label: string;
  options: Option[];
}

const userOption = (user: FmeaOrgUser): Option => ({
  value: user.id,
  label: `${user.name || user.userName}（${user.userName}）${user.postName ? ` · ${user.postName}` : ''}`,
});

/** The organization chart as option groups, one per department that has users, labelled by its path. */
export function teamOptionGroups(tree: readonly FmeaOrgNode[], unassigned: readonly FmeaOrgUser[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  const visit = (nodes: readonly FmeaOrgNode[], path: string[]) => {
    for (const node of nodes) {
      const here = [...path, node.name];
      if (node.users.length > 0) groups.push({ label: here.join(' / '), options: node.users.map(userOption) });
      visit(node.children, here);
    }
  };
  visit(tree, []);
  if (unassigned.length > 0) groups.push({ label: t('fmea.team.noDepartment'), options: unassigned.map(userOption) });
  return groups;
}

/** Team member options by department (projectView/organizationTree), without `excludeId` (the owner). */
export function useTeamOptions(excludeId?: string): OptionGroup[] {
  const [groups, setGroups] = useState<OptionGroup[]>([]);
  useEffect(() => {
    fetchOrganizationTree()
      .then(({ tree, unassigned }) => setGroups(teamOptionGroups(tree, unassigned)))
      .catch(() => undefined);
  }, []);
  return groups
    .map((group) => ({ ...group, options: group.options.filter((option) => option.value !== excludeId) }))
    .filter((group) => group.options.length > 0);
}
