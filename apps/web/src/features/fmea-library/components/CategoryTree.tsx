import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Popconfirm, Space, Spin, Tree, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { useSave } from '../../../shell/components/useSave';

/** A node of a library's category tree (part types, process classifications). */
export interface CategoryNode {
  id: string;
  parentId: string | null;
  name: string;
  children: CategoryNode[];
}

/** A tree as TreeSelect options, without `exceptId` and what is below it (a node cannot move under itself). */
export const categoryOptions = (nodes: readonly CategoryNode[], exceptId?: string): unknown[] =>
  nodes
    .filter((n) => n.id !== exceptId)
    .map((n) => ({ value: n.id, title: n.name, children: categoryOptions(n.children, exceptId) }));

/** The texts of one tree, by what they say. */
export interface CategoryTreeTexts {
  /** '{count} 个…': the entries filed under a node and every node below it. */
  count: MessageKey;
  addRoot: MessageKey;
  addChild: MessageKey;
  edit: MessageKey;
  delete: MessageKey;
  /** '删除“{name}”？' */
  deleteConfirm: MessageKey;
  deleted: MessageKey;
  empty: MessageKey;
  saved: MessageKey;
  newTitle: MessageKey;
  editTitle: MessageKey;
  name: MessageKey;
  nameRequired: MessageKey;
  parent: MessageKey;
  parentNone: MessageKey;
}

export interface CategoryTreeProps<N extends CategoryNode> {
  nodes: N[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (node: N | null) => void;
  /** Add, edit and delete buttons (with the point's actions); absent: a filter only. */
  editable?: { onChanged: () => void };
}

interface CategoryTreeSetup<N extends CategoryNode> {
  /** The library point whose add, edit and delete actions the buttons need. */
  point: string;
  texts: CategoryTreeTexts;
  /** The prefix of the test ids: `${testId}-tree`, `-add-root`, `-name`, `-ok`. */
  testId: string;
  /** The entries filed under the node itself. */
  ownCount: (node: N) => number;
  save: (body: { name: string; parentId: string | null }, node: N | undefined) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/**
 * A library's category tree; a click selects a node (again: all). Editable where the library manages its categories
 * (/FMEAProductListType, /FMEAProcessClassification).
 */
export function CategoryTree<N extends CategoryNode>({
  nodes,
  loading,
  selectedId,
  onSelect,
  editable,
  point,
  texts,
  testId,
  ownCount,
  save: saveNode,
  remove,
}: CategoryTreeProps<N> & CategoryTreeSetup<N>) {
  const canAdd = useCan(point, 'add') && !!editable;
  const canEdit = useCan(point, 'edit') && !!editable;
  const canDelete = useCan(point, 'delete') && !!editable;
  const [editing, setEditing] = useState<{ node?: N; parentId: string | null } | null>(null);
  const { save } = useSave();

  const byId = new Map<string, N>();
  const index = (list: readonly CategoryNode[]) => {
    for (const n of list) {
      byId.set(n.id, n as N);
      index(n.children);
    }
  };
  index(nodes);

  // Entries of a node and of every node below it: what the list shows when the node is picked.
  const totalOf = (node: N): number =>
    ownCount(node) + node.children.reduce((sum, child) => sum + totalOf(child as N), 0);

  const title = (node: N) => (
    <Space size={4} className={`${testId}-node`}>
      <span>{node.name}</span>
      {totalOf(node) > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(texts.count, { count: totalOf(node) })}
        </Typography.Text>
      )}
      {editable && (
        // Buttons of a node must not also select it.
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          {canAdd && (
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              title={t(texts.addChild)}
              aria-label={`${t(texts.addChild)} ${node.name}`}
              onClick={() => setEditing({ parentId: node.id })}
            />
          )}
          {canEdit && (
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              title={t(texts.edit)}
              aria-label={`${t(texts.edit)} ${node.name}`}
              onClick={() => setEditing({ node, parentId: node.parentId })}
            />
          )}
          {canDelete && (
            <Popconfirm
              title={t(texts.deleteConfirm, { name: node.name })}
              onConfirm={async () => {
                if (await save(() => remove(node.id), t(texts.deleted))) {
                  if (selectedId === node.id) onSelect(null);
                  editable.onChanged();
                }
              }}
            >
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                title={t(texts.delete)}
                aria-label={`${t(texts.delete)} ${node.name}`}
              />
            </Popconfirm>
          )}
        </Space>
      )}
    </Space>
  );

  const toData = (list: readonly CategoryNode[]): unknown[] =>
    list.map((n) => ({ key: n.id, title: title(n as N), children: toData(n.children) }));

  return (
    <Spin spinning={loading}>
      {canAdd && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => setEditing({ parentId: null })}
          data-testid={`${testId}-add-root`}
        >
          {t(texts.addRoot)}
        </Button>
      )}
      {nodes.length === 0 && !loading ? (
        <Empty description={t(texts.empty)} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={nodes.length}
          selectedKeys={selectedId ? [selectedId] : []}
          treeData={toData(nodes) as never}
          onSelect={(keys) => onSelect(keys[0] ? (byId.get(String(keys[0])) ?? null) : null)}
          data-testid={`${testId}-tree`}
        />
      )}
      {editing && editable && (
        <CategoryModal
          nodes={nodes}
          node={editing.node}
          parentId={editing.parentId}
          texts={texts}
          testId={testId}
          onSave={(body) => save(() => saveNode(body, editing.node), t(texts.saved))}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            editable.onChanged();
          }}
        />
      )}
    </Spin>
  );
}

function CategoryModal({
  nodes,
  node,
  parentId,
  texts,
  testId,
  onSave,
  onClose,
  onSaved,
}: {
  nodes: readonly CategoryNode[];
  node: CategoryNode | undefined;
  parentId: string | null;
  texts: CategoryTreeTexts;
  testId: string;
  onSave: (body: { name: string; parentId: string | null }) => Promise<boolean>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ name: string; parentId?: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: { name: string; parentId?: string }) => {
    setSaving(true);
    try {
      if (await onSave({ name: values.name.trim(), parentId: values.parentId ?? null })) onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t(node ? texts.editTitle : texts.newTitle)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': `${testId}-ok` } as never}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: node?.name ?? '', parentId: parentId ?? undefined }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t(texts.name)}
          rules={[{ required: true, whitespace: true, message: t(texts.nameRequired) }]}
        >
          <Input maxLength={50} data-testid={`${testId}-name`} />
        </Form.Item>
        <Form.Item name="parentId" label={t(texts.parent)}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t(texts.parentNone)}
            treeData={categoryOptions(nodes, node?.id) as never}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
