import type { UserListItem } from '@qis/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { resetPassword } from '../api';
import { USER_FORM_RULES } from '../user-form-rules';

interface FormValues {
  password: string;
  confirm: string;
}

/** 重置密码: an administrator sets a user's new password (the password rule of spec §5), typed twice. */
export function ResetPasswordModal({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { saving, save } = useSave();

  const submit = async ({ password }: FormValues) => {
    if (await save(() => resetPassword(user.id, password), t('users.password.done'))) onClose();
  };

  return (
    <Modal
      open
      title={t('users.password.title')}
      okText={t('users.form.save')}
      cancelText={t('users.form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="reset-password-modal"
    >
      <Typography.Paragraph>
        {t('users.password.user', { name: user.name, userName: user.userName })}
      </Typography.Paragraph>
      <Form<FormValues> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="password"
          label={t('users.password.new')}
          rules={USER_FORM_RULES.password}
          extra={t('users.form.password.hint')}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="reset-password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('users.password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('users.password.confirm.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value?: string) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('users.password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="reset-password-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
