import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { P } from '@qis/shared';
import { Button, Empty, Form, Input, Modal, Popconfirm, Space, Spin, Tree, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../../locales';
import { useCan } from '../../../../shell/auth/useCan';
import { useSave } from '../../../../shell/components/useSave';
import { type ProcessClassificationNode, removeClassification, saveClassification } from '../api';
import { classificationOptions } from '../useClassifications';

const POINT = P.fmea.ProcessClassification.key;

interface Props {
  nodes: ProcessClassificationNode[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (node: ProcessClassificationNode | null) => void;
  /** Add, edit and delete buttons (with the point's actions); absent: a filter only. */
  editable?: { onChanged: () => void };
}

/** The process classifications as a tree; a click selects one (again: all). Editable on /FMEAProcessClassification. */
export function ClassificationTree({ nodes, loading, selectedId, onSelect, editable }: Props) {
  const canAdd = useCan(POINT, 'add') && !!editable;
  const canEdit = useCan(POINT, 'edit') && !!editable;
  const canDelete = useCan(POINT, 'delete') && !!editable;
  const [editing, setEditing] = useState<{ node?: ProcessClassificationNode; parentId: string | null } | null>(null);
  const { save } = useSave();

  const byId = new Map<string, ProcessClassificationNode>();
  const index = (list: ProcessClassificationNode[]) => {
    for (const n of list) {
      byId.set(n.id, n);
      index(n.children);
    }
  };
  index(nodes);
  // Processes of a classification and of every one below it: what the list shows when it is picked.
  const totalOf = (node: ProcessClassificationNode): number =>
    node.processCount + node.children.reduce((sum, child) => sum + totalOf(child), 0);

  const title = (node: ProcessClassificationNode) => (
    <Space size={4}>
      <span>{node.name}</span>
      {totalOf(node) > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('fmeaProcess.class.count', { count: totalOf(node) })}
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
              title={t('fmeaProcess.class.addChild')}
              aria-label={`${t('fmeaProcess.class.addChild')} ${node.name}`}
              onClick={() => setEditing({ parentId: node.id })}
            />
          )}
          {canEdit && (
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              title={t('fmeaProcess.class.edit')}
              aria-label={`${t('fmeaProcess.class.edit')} ${node.name}`}
              onClick={() => setEditing({ node, parentId: node.parentId })}
            />
          )}
          {canDelete && (
            <Popconfirm
              title={t('fmeaProcess.class.delete.confirm', { name: node.name })}
              onConfirm={async () => {
                if (await save(() => removeClassification(node.id), t('fmeaProcess.class.deleted'))) {
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
                title={t('fmeaProcess.class.delete')}
                aria-label={`${t('fmeaProcess.class.delete')} ${node.name}`}
              />
            </Popconfirm>
          )}
        </Space>
      )}
    </Space>
  );
  const toData = (list: ProcessClassificationNode[]): unknown[] =>
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
          data-testid="process-class-add-root"
        >
          {t('fmeaProcess.class.addRoot')}
        </Button>
      )}
      {nodes.length === 0 && !loading ? (
        <Empty description={t('fmeaProcess.class.empty')} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={nodes.length}
          selectedKeys={selectedId ? [selectedId] : []}
          treeData={toData(nodes) as never}
          onSelect={(keys) => onSelect(keys[0] ? (byId.get(String(keys[0])) ?? null) : null)}
          data-testid="process-class-tree"
        />
      )}
      {editing && editable && (
        <ClassificationModal
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

function ClassificationModal(props: {
  nodes: ProcessClassificationNode[];
  node: ProcessClassificationNode | undefined;
  parentId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ name: string; parentId?: string }>();
  const { saving, save } = useSave();
  const submit = async (values: { name: string; parentId?: string }) => {
    const body = { name: values.name.trim(), parentId: values.parentId ?? null };
    if (await save(() => saveClassification(body, props.node), t('fmeaProcess.class.saved'))) props.onSaved();
  };
  return (
    <Modal
      open
      title={t(props.node ? 'fmeaProcess.class.editTitle' : 'fmeaProcess.class.newTitle')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'process-class-ok' } as never}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: props.node?.name ?? '', parentId: props.parentId ?? undefined }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('fmeaProcess.class.name')}
          rules={[{ required: true, whitespace: true, message: t('fmeaProcess.class.name.required') }]}
        >
          <Input maxLength={50} data-testid="process-class-name" />
        </Form.Item>
        <Form.Item name="parentId" label={t('fmeaProcess.class.parent')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('fmeaProcess.class.parent.none')}
            treeData={classificationOptions(props.nodes, props.node?.id) as never}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
