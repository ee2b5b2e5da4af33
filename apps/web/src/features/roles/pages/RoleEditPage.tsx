import type { RoleDetailDto, RolePermissionNode } from '@qis/shared';
import { Button, Card, Form, Input, Space, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { addRole, editRole, fetchPermissionTree, fetchRole } from '../api';
import { PermissionTreeEditor } from '../components/PermissionTreeEditor';
import { type Selection, selectionOf, toPermissionList } from '../permission-selection';

const LIST_PATH = '/rightsManagement';

interface RoleForm {
  name: string;
  description?: string;
  isDefault: boolean;
}

/** /AddRole and /role/{id}: a role's name, description and default flag, with its permission tree; one save. */
export function RoleEditPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<RoleForm>();
  const [role, setRole] = useState<RoleDetailDto | null>(null);
  const [tree, setTree] = useState<RolePermissionNode[]>([]);
  const [selection, setSelection] = useState<Selection>({});
  const [loading, setLoading] = useState(true);
  const { saving, save } = useSave();

  useEffect(() => {
    setLoading(true);
    Promise.all([id ? fetchRole(id) : Promise.resolve(null), fetchPermissionTree(id)])
      .then(([detail, nodes]) => {
        setRole(detail);
        setTree(nodes);
        setSelection(selectionOf(nodes));
        // A new role keeps what was typed while the tree loaded; an existing one shows its stored fields.
        if (detail)
          form.setFieldsValue({
            name: detail.name,
            description: detail.description ?? '',
            isDefault: detail.isDefault,
          });
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [id, form]);

  // Back to where the editor was opened from (the list, or the /system tab), else to the list.
  const leave = () => (location.key === 'default' ? navigate(LIST_PATH) : navigate(-1));

  const submit = async (values: RoleForm) => {
    const fields = {
      name: values.name.trim(),
      description: values.description?.trim() || null,
      isDefault: values.isDefault,
    };
    const saved = await save(
      () =>
        role
          ? editRole({
              id: role.id,
              version: role.version,
              ...fields,
              // The administrator role holds everything by its flag: its grants are not edited here.
              ...(role.isAdmin ? {} : { permissionList: toPermissionList(tree, selection) }),
            })
          : addRole({ ...fields, permissionList: toPermissionList(tree, selection) }),
      t('role.saved'),
    );
    if (saved) leave();
  };

  return (
    <Spin spinning={loading}>
      <Card
        title={t(id ? 'role.menu.edit' : 'role.menu.add')}
        extra={
          <Space>
            <Button onClick={leave}>{t('role.back')}</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={loading}
              onClick={() => form.submit()}
              data-testid="role-save"
            >
              {t('role.save')}
            </Button>
          </Space>
        }
      >
        <Form<RoleForm>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '100px' }}
          style={{ maxWidth: 640 }}
          initialValues={{ isDefault: false }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="name"
            label={t('role.form.name')}
            rules={[{ required: true, whitespace: true, message: t('role.form.name.required') }]}
          >
            <Input maxLength={32} showCount data-testid="role-name" />
          </Form.Item>
          <Form.Item name="description" label={t('role.form.description')}>
            <Input.TextArea rows={2} maxLength={200} showCount data-testid="role-description" />
          </Form.Item>
          <Form.Item
            name="isDefault"
            label={t('role.form.isDefault')}
            valuePropName="checked"
            extra={t('role.form.isDefault.help')}
          >
            <Switch />
          </Form.Item>
        </Form>
        <Card type="inner" title={t('role.form.permissions')}>
          <PermissionTreeEditor
            tree={tree}
            selection={selection}
            onChange={setSelection}
            readOnly={role?.isAdmin ?? false}
            loading={loading}
          />
        </Card>
      </Card>
    </Spin>
  );
}
