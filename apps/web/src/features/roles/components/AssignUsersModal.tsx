import type { EndpointData, getUserList, RoleDto } from '@qis/shared';
import { Modal, Spin, Transfer } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { fetchRole, fetchUserOptions, saveRoleUsers } from '../api';

type UserOption = EndpointData<typeof getUserList>[number];

interface Props {
  role: RoleDto;
  onClose: () => void;
  onSaved: () => void;
}

/** 分配用户: choose the users holding a role (GET user/userList), saved by role/changeUserPermission. */
export function AssignUsersModal({ role, onClose, onSaved }: Props) {
  const [users, setUsers] = useState<UserOption[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  // The latest onClose, so that a parent passing an inline one does not reload the dialog on every render.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const { saving, save } = useSave();

  useEffect(() => {
    Promise.all([fetchUserOptions(), fetchRole(role.id)])
      .then(([options, detail]) => {
        // Members the picker does not list (disabled users) stay selectable, so saving does not drop them silently.
        const listed = new Set(options.map((u) => u.id));
        const extra = detail.users
          .filter((u) => !listed.has(u.id))
          .map((u) => ({ ...u, organizationId: null, organizationName: null }));
        setUsers([...options, ...extra]);
        setChosen(detail.users.map((u) => u.id));
      })
      .catch(() => closeRef.current())
      .finally(() => setLoading(false));
  }, [role.id]);

  const submit = async () => {
    if (await save(() => saveRoleUsers(role.id, chosen), t('role.saved'))) onSaved();
  };

  return (
    <Modal
      open
      width={760}
      title={t('role.users.title', { name: role.name })}
      okText={t('role.save')}
      cancelText={t('role.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        <Transfer<UserOption & { key: string }>
          dataSource={users.map((u) => ({ ...u, key: u.id }))}
          targetKeys={chosen}
          onChange={(keys) => setChosen(keys as string[])}
          titles={[t('role.users.available'), t('role.users.chosen')]}
          showSearch={{ placeholder: t('role.users.search') }}
          filterOption={(input, item) =>
            `${item.name} ${item.userName} ${item.organizationName ?? ''}`.toLowerCase().includes(input.toLowerCase())
          }
          render={(item) =>
            `${item.name}（${item.userName}）${item.organizationName ? ` - ${item.organizationName}` : ''}`
          }
          styles={{ section: { width: 330, height: 420 } }}
        />
      </Spin>
    </Modal>
  );
}
