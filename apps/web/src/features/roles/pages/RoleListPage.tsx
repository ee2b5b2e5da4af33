import { P, type RoleDto } from '@qis/shared';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { formatTime } from '../../../shell/utils/format-time';
import { deleteRole, fetchRoles } from '../api';
import { AssignUsersModal } from '../components/AssignUsersModal';
import { PermissionConfigModal } from '../components/PermissionConfigModal';

const ROLES = P.system.Roles.key;

interface Filter {
  filter?: string;
}

type Dialog = { kind: 'users' | 'permissions'; role: RoleDto } | null;

/**
 * /rightsManagement (权限管理), also the 角色管理 tab of /system: the roles with create, edit, delete, assigning users
 * and configuring permissions. `embedded` drops the page's own card, for a host that frames it already.
 */
export function RoleListPage({ embedded = false }: { embedded?: boolean }) {
  const navigate = useNavigate();
  const { search, reload, tableProps } = usePagedList<RoleDto, Filter>(fetchRoles);
  const [dialog, setDialog] = useState<Dialog>(null);

  const { save } = useSave();
  const remove = async (role: RoleDto) => {
    await save(() => deleteRole(role.id), t('role.deleted'));
    await reload();
  };
  const closeDialog = () => setDialog(null);
  const savedDialog = () => {
    setDialog(null);
    void reload();
  };

  const content: ReactNode = (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Form<Filter> layout="inline" onFinish={(values) => search({ filter: values.filter?.trim() || undefined })}>
          <Form.Item name="filter">
            <Input placeholder={t('role.search.filter')} allowClear maxLength={64} data-testid="role-search" />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit">{t('role.search')}</Button>
          </Form.Item>
        </Form>
        <Authorized permission={ROLES} action="add">
          <Button type="primary" onClick={() => navigate('/AddRole')} data-testid="role-add">
            {t('role.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<RoleDto>
        rowKey="id"
        {...tableProps}
        columns={[
          { title: t('role.column.name'), dataIndex: 'name' },
          { title: t('role.column.description'), dataIndex: 'description', render: (v: string | null) => v || '-' },
          {
            title: t('role.column.type'),
            key: 'type',
            render: (_: unknown, role) => (
              <Space size={4}>
                {role.isAdmin && <Tag color="red">{t('role.type.admin')}</Tag>}
                {role.isDefault && <Tag color="blue">{t('role.type.default')}</Tag>}
              </Space>
            ),
          },
          { title: t('role.column.userCount'), dataIndex: 'userCount' },
          { title: t('role.column.creationTime'), dataIndex: 'creationTime', render: formatTime },
          {
            title: t('role.column.actions'),
            key: 'actions',
            render: (_: unknown, role) => (
              <Space size={0} wrap>
                <Authorized permission={ROLES} action="edit">
                  <Button type="link" size="small" onClick={() => navigate(`/role/${role.id}`)}>
                    {t('role.edit')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'permissions', role })}>
                    {t('role.permissions')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'users', role })}>
                    {t('role.assignUsers')}
                  </Button>
                </Authorized>
                {!role.isAdmin && (
                  <Authorized permission={ROLES} action="delete">
                    <Popconfirm title={t('role.delete.confirm')} onConfirm={() => remove(role)}>
                      <Button type="link" size="small" danger>
                        {t('role.delete')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
              </Space>
            ),
          },
        ]}
      />
      {dialog?.kind === 'users' && <AssignUsersModal role={dialog.role} onClose={closeDialog} onSaved={savedDialog} />}
      {dialog?.kind === 'permissions' && (
        <PermissionConfigModal role={dialog.role} onClose={closeDialog} onSaved={savedDialog} />
      )}
    </>
  );

  return embedded ? content : <Card title={t('role.menu.title')}>{content}</Card>;
}
