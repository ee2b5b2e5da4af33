import type { RoleDto, RolePermissionNode } from '@qis/shared';
import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { fetchPermissionTree, saveRolePermissions } from '../api';
import { type Selection, selectionOf, toPermissionList } from '../permission-selection';
import { PermissionTreeEditor } from './PermissionTreeEditor';

interface Props {
  role: RoleDto;
  onClose: () => void;
  onSaved: () => void;
}

/** 权限配置: a role's permission tree alone, saved by role/changePermission with the version the list showed. */
export function PermissionConfigModal({ role, onClose, onSaved }: Props) {
  const [tree, setTree] = useState<RolePermissionNode[]>([]);
  const [selection, setSelection] = useState<Selection>({});
  const [loading, setLoading] = useState(true);
  // The latest onClose, so that a parent passing an inline one does not reload the dialog on every render.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const { saving, save } = useSave();

  useEffect(() => {
    fetchPermissionTree(role.id)
      .then((nodes) => {
        setTree(nodes);
        setSelection(selectionOf(nodes));
      })
      .catch(() => closeRef.current())
      .finally(() => setLoading(false));
  }, [role.id]);

  const submit = async () => {
    const permissionList = toPermissionList(tree, selection);
    if (await save(() => saveRolePermissions(role.id, permissionList, role.version), t('role.saved'))) onSaved();
  };

  return (
    <Modal
      open
      width={1000}
      title={t('role.permissions.title', { name: role.name })}
      okText={t('role.save')}
      cancelText={t('role.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading || role.isAdmin }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <PermissionTreeEditor
        tree={tree}
        selection={selection}
        onChange={setSelection}
        readOnly={role.isAdmin}
        loading={loading}
      />
    </Modal>
  );
}
