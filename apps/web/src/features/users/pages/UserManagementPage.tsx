import { P, USER_STATUS, type UserListFilter, type UserListItem } from '@qis/shared';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { useCan } from '../../../shell/auth/useCan';
import { ExportButton } from '../../../shell/components/ExportButton';
import { usePagedList } from '../../../shell/components/usePagedList';
import { toast } from '../../../shell/feedback';
import {
  exportUserList,
  fetchOrganizationTree,
  fetchPosts,
  fetchRoleFilterOptions,
  fetchRoleOptions,
  fetchUserPage,
  type OrganizationTree,
  type PostOptions,
  type RoleFilterOptions,
  type RoleOptions,
  setUserActive,
  setUsersActive,
} from '../api';
import { ImportUsersModal } from '../components/ImportUsersModal';
import { OrganizationTreeSelect } from '../components/OrganizationTreeSelect';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserFormModal } from '../components/UserFormModal';

const USERS = P.system.Users.key;

/** Loads a list once for the page's pickers; an error has been shown by the HTTP client. */
function useOptions<T>(load: () => Promise<T>, empty: T): [T, () => void] {
  const [value, setValue] = useState<T>(empty);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module-level call; `round` asks for a reload.
  useEffect(() => {
    load()
      .then(setValue)
      .catch(() => undefined);
  }, [round]);
  return [value, () => setRound((n) => n + 1)];
}

/**
 * 用户管理 (the Users tab of /system): search by name/account, organization (with the organizations below it), role
 * and status; create and edit with roles and post; enable/disable one or many; reset a password; import and export.
 */
export function UserManagementPage() {
  const { filter, search, reload, tableProps } = usePagedList<UserListItem, UserListFilter>(fetchUserPage);
  const [organizationTree] = useOptions<OrganizationTree>(fetchOrganizationTree, []);
  const [posts] = useOptions<PostOptions>(fetchPosts, []);
  const [roles] = useOptions<RoleOptions>(fetchRoleOptions, []);
  const [roleFilters, reloadRoleFilters] = useOptions<RoleFilterOptions>(fetchRoleFilterOptions, []);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserListItem | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserListItem | null>(null);
  const [importing, setImporting] = useState(false);
  const [searchForm] = Form.useForm<UserListFilter>();

  const mayDisable = useCan(USERS, 'disable');

  /** The list again, without a selection; after a save or an import the role filter's user counts too. */
  const refresh = async (rolesChanged: boolean) => {
    setSelectedIds([]);
    await reload();
    if (rolesChanged) reloadRoleFilters();
  };

  /** A status change (the role counts count disabled users too): its success text from the answer, then the list. */
  const act = async <T,>(work: Promise<T>, done: (answer: T) => string) => {
    try {
      toast.success(done(await work));
    } catch {
      // shown by the HTTP client
    }
    await refresh(false);
  };

  const batch = (isActive: boolean) =>
    act(setUsersActive(selectedIds, isActive), ({ changedCount }) => t('users.batch.done', { count: changedCount }));

  const onSearch = (values: UserListFilter) =>
    search({
      filter: values.filter?.trim() || undefined,
      organizationId: values.organizationId ?? undefined,
      roleId: values.roleId ?? undefined,
      status: values.status ?? undefined,
    });

  return (
    <Card
      title={t('users.title')}
      extra={
        <Space wrap>
          <Authorized permission={USERS} action="add">
            <Button type="primary" onClick={() => setEditing('new')} data-testid="user-add">
              {t('users.add')}
            </Button>
          </Authorized>
          <Authorized permission={USERS} action="enable">
            <Authorized permission={USERS} action="disable">
              <Button disabled={selectedIds.length === 0} onClick={() => void batch(true)}>
                {t('users.batchEnable')}
              </Button>
            </Authorized>
          </Authorized>
          <Authorized permission={USERS} action="disable">
            <Popconfirm
              title={t('users.batchDisable.confirm', { count: selectedIds.length })}
              disabled={selectedIds.length === 0}
              onConfirm={() => batch(false)}
            >
              <Button danger disabled={selectedIds.length === 0} data-testid="user-batch-disable">
                {t('users.batchDisable')}
              </Button>
            </Popconfirm>
          </Authorized>
          <Authorized permission={USERS} action="import">
            <Button onClick={() => setImporting(true)} data-testid="user-import">
              {t('users.import')}
            </Button>
          </Authorized>
          <Authorized permission={USERS} action="export">
            <ExportButton
              label={t('users.export')}
              testId="user-export"
              exportWorkbook={() => exportUserList(filter)}
            />
          </Authorized>
        </Space>
      }
    >
      <Form<UserListFilter>
        form={searchForm}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={onSearch}
      >
        <Form.Item name="filter">
          <Input placeholder={t('users.search.keyword')} allowClear maxLength={64} data-testid="user-search-keyword" />
        </Form.Item>
        <Form.Item name="organizationId">
          <OrganizationTreeSelect
            tree={organizationTree}
            placeholder={t('users.search.organization')}
            style={{ width: 200 }}
            data-testid="user-search-organization"
          />
        </Form.Item>
        <Form.Item name="roleId">
          <Select
            placeholder={t('users.search.role')}
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            options={roleFilters.map((r) => ({ value: r.id, label: `${r.name}（${r.userCount}）` }))}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            placeholder={t('users.search.status')}
            allowClear
            style={{ width: 120 }}
            options={[USER_STATUS.enabled, USER_STATUS.disabled].map((value) => ({
              value,
              label: t(`users.status.${value}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="user-search">
              {t('users.search.submit')}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                search({});
              }}
            >
              {t('users.search.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {selectedIds.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('users.selected', { count: selectedIds.length })}
        </Typography.Paragraph>
      )}
      <Table<UserListItem>
        rowKey="id"
        {...tableProps}
        rowSelection={
          mayDisable
            ? { selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(String)) }
            : undefined
        }
        data-testid="user-table"
        columns={[
          { title: t('users.column.userName'), dataIndex: 'userName' },
          { title: t('users.column.name'), dataIndex: 'name' },
          {
            title: t('users.column.organization'),
            dataIndex: 'organizationName',
            render: (v: string | null) => v ?? '-',
          },
          { title: t('users.column.post'), dataIndex: 'postName', render: (v: string | null) => v ?? '-' },
          {
            title: t('users.column.roles'),
            dataIndex: 'roleNames',
            render: (names: string[]) => (names.length > 0 ? names.map((n) => <Tag key={n}>{n}</Tag>) : '-'),
          },
          { title: t('users.column.phoneNumber'), dataIndex: 'phoneNumber', render: (v: string | null) => v ?? '-' },
          { title: t('users.column.emailAddress'), dataIndex: 'emailAddress', render: (v: string | null) => v ?? '-' },
          {
            title: t('users.column.status'),
            dataIndex: 'isActive',
            render: (active: boolean) => (
              <Tag color={active ? 'green' : 'default'}>{t(active ? 'users.status.1' : 'users.status.0')}</Tag>
            ),
          },
          {
            title: t('users.column.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                <Authorized permission={USERS} action="edit">
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('users.edit')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setResetting(row)}>
                    {t('users.resetPassword')}
                  </Button>
                </Authorized>
                {row.isActive ? (
                  <Authorized permission={USERS} action="disable">
                    <Popconfirm
                      title={t('users.disable.confirm')}
                      onConfirm={() => act(setUserActive(row.id, false), () => t('users.disabled'))}
                    >
                      <Button type="link" size="small" danger>
                        {t('users.disable')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                ) : (
                  <Authorized permission={USERS} action="enable">
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void act(setUserActive(row.id, true), () => t('users.enabled'))}
                    >
                      {t('users.enable')}
                    </Button>
                  </Authorized>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          organizationTree={organizationTree}
          posts={posts}
          roles={roles}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh(true);
          }}
        />
      )}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
      {importing && <ImportUsersModal onClose={() => setImporting(false)} onImported={() => void refresh(true)} />}
    </Card>
  );
}
