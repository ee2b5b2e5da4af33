import type { EndpointData, getUserList, OrganizationPostsNode } from '@qis/shared';
import { Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { fetchUserOptions, saveOrganization } from '../api';
import { subtreeIds } from '../organization-tree';

type UserOption = EndpointData<typeof getUserList>[number];

/** create: a new organization under `parentId`; edit: every field (rename, move, sort, head); leader: the head only. */
export type OrganizationDialog =
  | { mode: 'create'; parentId: string | null }
  | { mode: 'edit' | 'leader'; organization: OrganizationPostsNode };

interface FormValues {
  parentId?: string | null;
  name: string;
  code?: string | null;
  sort?: number | null;
  leaderId?: string | null;
}

interface TreeOption {
  value: string;
  title: string;
  disabled: boolean;
  children: TreeOption[];
}

const toOptions = (nodes: readonly OrganizationPostsNode[], barred: ReadonlySet<string>): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: barred.has(n.id),
    children: toOptions(n.children, barred),
  }));

interface Props {
  dialog: OrganizationDialog;
  tree: readonly OrganizationPostsNode[];
  onClose: () => void;
  onSaved: (id: string) => void;
}

export function OrganizationFormModal({ dialog, tree, onClose, onSaved }: Props) {
  const [form] = Form.useForm<FormValues>();
  const [users, setUsers] = useState<UserOption[]>([]);
  const { saving, save } = useSave();
  const existing = dialog.mode === 'create' ? null : dialog.organization;
  // A move may not go under the organization itself or anything below it.
  const parentOptions = useMemo(
    () => toOptions(tree, existing ? subtreeIds(existing) : new Set<string>()),
    [tree, existing],
  );

  useEffect(() => {
    fetchUserOptions()
      .then(setUsers)
      .catch(() => undefined);
  }, []);

  const submit = async (values: FormValues) => {
    // Setting the head shows only its field: everything else stays as it is.
    const fields = dialog.mode === 'leader' ? dialog.organization : values;
    const body = {
      parentId: fields.parentId ?? null,
      name: fields.name.trim(),
      code: fields.code?.trim() || null,
      sort: fields.sort ?? 0,
      leaderId: values.leaderId ?? null,
    };
    const target = existing ? { id: existing.id, version: existing.version } : undefined;
    let savedId = '';
    const saved = await save(async () => {
      savedId = (await saveOrganization(body, target)).id;
    }, t('organization.saved'));
    if (saved) onSaved(savedId);
  };

  const title =
    dialog.mode === 'create'
      ? t(dialog.parentId ? 'organization.addChild' : 'organization.addRoot')
      : t(dialog.mode === 'edit' ? 'organization.edit' : 'organization.setLeader');

  return (
    <Modal
      open
      title={title}
      okText={t('organization.save')}
      cancelText={t('organization.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={
          existing
            ? {
                parentId: existing.parentId,
                name: existing.name,
                code: existing.code,
                sort: existing.sort,
                leaderId: existing.leaderId,
              }
            : { parentId: dialog.mode === 'create' ? dialog.parentId : null, sort: 0, leaderId: null }
        }
        onFinish={(values) => void submit(values)}
      >
        {dialog.mode !== 'leader' && (
          <>
            <Form.Item name="parentId" label={t('organization.form.parent')}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                placeholder={t('organization.form.parent.none')}
                treeData={parentOptions}
              />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('organization.form.name')}
              rules={[{ required: true, whitespace: true, message: t('organization.form.name.required') }]}
            >
              <Input maxLength={50} data-testid="organization-name" />
            </Form.Item>
            <Form.Item name="code" label={t('organization.form.code')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="sort" label={t('organization.form.sort')}>
              <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="leaderId" label={t('organization.form.leader')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('organization.form.leader.placeholder')}
            options={users.map((u) => ({ value: u.id, label: `${u.name}（${u.userName}）` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
