import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { P, type PartTypeNode } from '@qis/shared';
import { Button, Empty, Form, Input, Modal, Popconfirm, Space, Spin, Tree, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { useSave } from '../../../shell/components/useSave';
import { removePartType, savePartType } from '../api';

const POINT = P.fmea.PartsLibrary.key;

export const toTreeSelectData = (nodes: PartTypeNode[], exceptId?: string): unknown[] =>
  nodes
    .filter((n) => n.id !== exceptId)
    .map((n) => ({ value: n.id, title: n.name, children: toTreeSelectData(n.children, exceptId) }));

interface Props {
  nodes: PartTypeNode[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (node: PartTypeNode | null) => void;
  /** Add, edit and delete buttons (with the points' actions); absent: a filter only. */
  editable?: { onChanged: () => void };
}

/** The part types as a tree; a click selects a type (again: all types). Editable on /FMEAProductListType. */
export function PartTypeTree({ nodes, loading, selectedId, onSelect, editable }: Props) {
  const canAdd = useCan(POINT, 'add') && !!editable;
  const canEdit = useCan(POINT, 'edit') && !!editable;
  const canDelete = useCan(POINT, 'delete') && !!editable;
  const [editing, setEditing] = useState<{ node?: PartTypeNode; parentId: string | null } | null>(null);
  const { save } = useSave();

  const byId = new Map<string, PartTypeNode>();
  const index = (list: PartTypeNode[]) => {
    for (const n of list) {
      byId.set(n.id, n);
      index(n.children);
    }
  };
  index(nodes);

  // Parts of a type and of every type below it: what the parts list shows when the type is picked.
  const totalOf = (node: PartTypeNode): number =>
    node.partCount + node.children.reduce((sum, child) => sum + totalOf(child), 0);

  const title = (node: PartTypeNode) => (
    <Space size={4} className="part-type-node">
      <span>{node.name}</span>
      {totalOf(node) > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('fmeaLibrary.types.partCount', { count: totalOf(node) })}
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
              title={t('fmeaLibrary.types.addChild')}
              aria-label={`${t('fmeaLibrary.types.addChild')} ${node.name}`}
              onClick={() => setEditing({ parentId: node.id })}
            />
          )}
          {canEdit && (
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              title={t('fmeaLibrary.types.edit')}
              aria-label={`${t('fmeaLibrary.types.edit')} ${node.name}`}
              onClick={() => setEditing({ node, parentId: node.parentId })}
            />
          )}
          {canDelete && (
            <Popconfirm
              title={t('fmeaLibrary.types.delete.confirm', { name: node.name })}
              onConfirm={async () => {
                if (await save(() => removePartType(node.id), t('fmeaLibrary.types.deleted'))) {
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
                title={t('fmeaLibrary.types.delete')}
                aria-label={`${t('fmeaLibrary.types.delete')} ${node.name}`}
              />
            </Popconfirm>
          )}
        </Space>
      )}
    </Space>
  );

  const toData = (list: PartTypeNode[]): unknown[] =>
    list.map((n) => ({ key: n.id, title: title(n), children: toData(n.children) }));

  return (
    <Spin spinning={loading}>
      {canAdd && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => setEditing({ parentId: null })}
          data-testid="part-type-add-root"
        >
          {t('fmeaLibrary.types.addRoot')}
        </Button>
      )}
      {nodes.length === 0 && !loading ? (
        <Empty description={t('fmeaLibrary.types.empty')} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={nodes.length}
          selectedKeys={selectedId ? [selectedId] : []}
          treeData={toData(nodes) as never}
          onSelect={(keys) => onSelect(keys[0] ? (byId.get(String(keys[0])) ?? null) : null)}
          data-testid="part-type-tree"
        />
      )}
      {editing && editable && (
        <PartTypeModal
          nodes={nodes}
          node={editing.node}
          parentId={editing.parentId}
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

function PartTypeModal({
  nodes,
  node,
  parentId,
  onClose,
  onSaved,
}: {
  nodes: PartTypeNode[];
  node: PartTypeNode | undefined;
  parentId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ name: string; parentId?: string }>();
  const { saving, save } = useSave();
  const submit = async (values: { name: string; parentId?: string }) => {
    const body = { name: values.name.trim(), parentId: values.parentId ?? null };
    if (await save(() => savePartType(body, node), t('fmeaLibrary.types.saved'))) onSaved();
  };
  return (
    <Modal
      open
      title={t(node ? 'fmeaLibrary.types.editTitle' : 'fmeaLibrary.types.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
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
          label={t('fmeaLibrary.types.name')}
          rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.types.name.required') }]}
        >
          <Input maxLength={50} data-testid="part-type-name" />
        </Form.Item>
        <Form.Item name="parentId" label={t('fmeaLibrary.types.parent')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('fmeaLibrary.types.parent.none')}
            treeData={toTreeSelectData(nodes, node?.id) as never}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
