import type { OrganizationNode } from '@qis/shared';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const toOptions = (nodes: readonly OrganizationNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

/** Picks one organization of the tenant's tree (GET Organization/organizationTree), searchable by name. */
export function OrganizationTreeSelect({
  tree,
  ...props
}: { tree: readonly OrganizationNode[] } & Omit<TreeSelectProps, 'treeData'>) {
  const treeData = useMemo(() => toOptions(tree), [tree]);
  return (
    <TreeSelect allowClear showSearch treeDefaultExpandAll treeNodeFilterProp="title" treeData={treeData} {...props} />
  );
}
