import type { PermissionAction, RolePermissionNode } from '@qis/shared';
import { Alert, Button, Checkbox, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { branchKeys, type Selection, setSubtree, subtreeState, toggleAction } from '../permission-selection';

/** A tree node as the table shows it: leaves carry no `children`, so antd draws no expand icon for them. */
type Row = Omit<RolePermissionNode, 'children'> & { node: RolePermissionNode; children?: Row[] };

const toRows = (nodes: readonly RolePermissionNode[]): Row[] =>
  nodes.map((node) => ({
    ...node,
    node,
    children: node.children.length > 0 ? toRows(node.children) : undefined,
  }));

const actionLabel = (action: PermissionAction) => t(`role.action.${action}` as MessageKey);

interface Props {
  tree: readonly RolePermissionNode[];
  selection: Selection;
  onChange: (next: Selection) => void;
  /** The administrator role holds everything by its flag: shown ticked and locked. */
  readOnly?: boolean;
  loading?: boolean;
}

/**
 * The role editor's permission tree: every menu and button point with one checkbox per action it allows, and a
 * check-all per node that covers the node and everything below it.
 */
export function PermissionTreeEditor({ tree, selection, onChange, readOnly = false, loading = false }: Props) {
  const rows = useMemo(() => toRows(tree), [tree]);
  const allBranches = useMemo(() => branchKeys(tree), [tree]);
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);
  const expandedKeys = expanded ?? allBranches;

  return (
    <>
      {readOnly && <Alert type="info" showIcon title={t('role.tree.adminHint')} style={{ marginBottom: 12 }} />}
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(allBranches)}>
          {t('role.tree.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('role.tree.collapseAll')}
        </Button>
      </Space>
      <Table<Row>
        rowKey="key"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 560 }}
        expandable={{
          expandedRowKeys: [...expandedKeys],
          onExpandedRowsChange: (keys) => setExpanded(keys as string[]),
        }}
        data-testid="role-permission-tree"
        columns={[
          {
            title: t('role.tree.name'),
            dataIndex: 'permissionName',
            width: 320,
            render: (name: string, row) => (
              <Space size={4}>
                <span>{name}</span>
                <Tag color={row.authorityPointType === 0 ? 'blue' : 'purple'}>
                  {t(`role.tree.type.${row.authorityPointType}` as MessageKey)}
                </Tag>
              </Space>
            ),
          },
          {
            title: t('role.tree.checkAll'),
            key: 'checkAll',
            width: 80,
            render: (_: unknown, row) => {
              const state = subtreeState(selection, row.node);
              return (
                <Checkbox
                  aria-label={`${t('role.tree.checkAll')} ${row.permissionName}`}
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  disabled={readOnly}
                  onChange={(e) => onChange(setSubtree(selection, row.node, e.target.checked))}
                />
              );
            },
          },
          {
            title: t('role.tree.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                {row.actionList.map((action) => (
                  <Checkbox
                    key={action}
                    checked={selection[row.key]?.includes(action) ?? false}
                    disabled={readOnly}
                    onChange={(e) => onChange(toggleAction(selection, row.node, action, e.target.checked))}
                  >
                    {actionLabel(action)}
                  </Checkbox>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
