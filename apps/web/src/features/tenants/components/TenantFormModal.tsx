import {
  ALL_PLUGIN_IDS,
  isPasswordFormatValid,
  type PluginDescriptorDto,
  TENANT_NAME_PATTERN,
  type TenantDto,
  USER_NAME_PATTERN,
} from '@qis/shared';
import { Form, Input, Modal } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { ruleOf } from '../../../shell/form-rule';
import { addTenant, saveTenant } from '../api';
import { PluginChecklist } from './PluginChecklist';

interface TenantForm {
  name: string;
  nickName: string;
  adminUserName: string;
  adminPassword: string;
  adminEmailAddress: string;
  pluginIds: number[];
}

interface TenantFormModalProps {
  /** null: a new tenant. */
  tenant: TenantDto | null;
  plugins: readonly PluginDescriptorDto[];
  onClose: () => void;
  onSaved: () => void;
}

/** 新增租户 (with its administrator account) or 编辑 (display name and modules) in a modal. */
export function TenantFormModal({ tenant, plugins, onClose, onSaved }: TenantFormModalProps) {
  const [form] = Form.useForm<TenantForm>();
  const { saving, save } = useSave();
  const isNew = tenant === null;

  const submit = async (values: TenantForm) => {
    const saved = await save(
      () =>
        tenant
          ? saveTenant({
              id: tenant.id,
              nickName: values.nickName,
              pluginIds: values.pluginIds,
              version: tenant.version,
            })
          : addTenant({ ...values, name: values.name.trim(), adminUserName: values.adminUserName.trim() }),
      t(isNew ? 'tenant.created' : 'tenant.saved'),
    );
    if (saved) onSaved();
  };

  return (
    <Modal
      open
      width={640}
      title={t(isNew ? 'tenant.add' : 'tenant.edit.title')}
      okText={t('tenant.ok')}
      cancelText={t('tenant.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TenantForm>
        form={form}
        layout="vertical"
        autoComplete="off"
        initialValues={
          tenant
            ? { name: tenant.name, nickName: tenant.nickName, pluginIds: tenant.pluginIds }
            : { pluginIds: [...ALL_PLUGIN_IDS] }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('tenant.form.name')}
          extra={isNew ? t('tenant.form.name.extra') : undefined}
          rules={
            isNew
              ? [
                  { required: true, whitespace: true, message: t('tenant.form.name.required') },
                  { pattern: TENANT_NAME_PATTERN, message: t('tenant.form.name.format') },
                ]
              : []
          }
        >
          <Input maxLength={32} disabled={!isNew} data-testid="tenant-name" />
        </Form.Item>
        <Form.Item
          name="nickName"
          label={t('tenant.form.nickName')}
          rules={[{ required: true, whitespace: true, message: t('tenant.form.nickName.required') }]}
        >
          <Input maxLength={64} data-testid="tenant-nick-name" />
        </Form.Item>
        {isNew && (
          <>
            <Form.Item
              name="adminUserName"
              label={t('tenant.form.adminUserName')}
              rules={[
                { required: true, whitespace: true, message: t('tenant.form.adminUserName.required') },
                { pattern: USER_NAME_PATTERN, message: t('tenant.form.adminUserName.format') },
              ]}
            >
              <Input maxLength={16} data-testid="tenant-admin-user-name" />
            </Form.Item>
            <Form.Item
              name="adminPassword"
              label={t('tenant.form.adminPassword')}
              rules={[
                { required: true, message: t('tenant.form.adminPassword.required') },
                ruleOf((v) => (v && !isPasswordFormatValid(v) ? 'tenant.form.adminPassword.format' : null)),
              ]}
            >
              <Input.Password maxLength={16} autoComplete="new-password" data-testid="tenant-admin-password" />
            </Form.Item>
            <Form.Item
              name="adminEmailAddress"
              label={t('tenant.form.adminEmailAddress')}
              rules={[
                { required: true, message: t('tenant.form.adminEmailAddress.required') },
                { type: 'email', message: t('tenant.form.adminEmailAddress.format') },
              ]}
            >
              <Input maxLength={256} data-testid="tenant-admin-email" />
            </Form.Item>
          </>
        )}
        <Form.Item name="pluginIds" label={t('tenant.form.modules')} extra={t('tenant.form.modules.extra')}>
          <PluginChecklist plugins={plugins} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
