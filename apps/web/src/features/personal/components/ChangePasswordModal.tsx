import { LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { LOGIN_PATH } from '../../../shell/auth/guards';
import { signOut } from '../../../shell/auth/session';
import { signOutToast, toast } from '../../../shell/feedback';
import { ruleOf } from '../../../shell/form-rule';
import { changePassword } from '../api';
import { confirmPasswordProblem, newPasswordProblem, oldPasswordProblem } from '../rules';

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

interface PasswordFormValues {
  password: string;
  newPassword: string;
  againPassword: string;
}

/** Turns a rule answering a message key (or null) into an antd validator. */
/**
 * 修改密码 (spec §5): old, new and confirm passwords with the shared password rule. A second submit while the change
 * is in flight is refused with 修改中请勿重复操作. Success shows a message, then logs out.
 */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const [form] = Form.useForm<PasswordFormValues>();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const onOk = async () => {
    if (inFlight.current) {
      toast.warning(t('personal.password.resubmit'));
      return;
    }
    let values: PasswordFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // Validation is asynchronous: another submit may have started meanwhile.
    if (inFlight.current) {
      toast.warning(t('personal.password.resubmit'));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await changePassword({
        password: values.password,
        newPassword: values.newPassword,
        againPassword: values.againPassword,
      });
    } catch {
      // The HTTP client has shown the server's message (e.g. 原密码错误).
      inFlight.current = false;
      setSubmitting(false);
      return;
    }
    signOutToast.success(t('personal.password.changed'));
    const navigateToLogin = await signOut();
    inFlight.current = false;
    setSubmitting(false);
    onClose();
    if (navigateToLogin) navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Modal
      open={open}
      title={t('personal.password.title')}
      okText={t('personal.password.ok')}
      cancelText={t('personal.password.cancel')}
      onOk={onOk}
      onCancel={onClose}
      // Not `confirmLoading`: a loading button swallows clicks, and a repeated submit must be answered.
      okButtonProps={{ icon: submitting ? <LoadingOutlined /> : undefined, ...testId('password-submit') }}
      cancelButtonProps={testId('password-cancel')}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="change-password-modal"
    >
      <Form<PasswordFormValues>
        form={form}
        name="changePassword"
        layout="vertical"
        autoComplete="off"
        clearOnDestroy
        onFinish={onOk}
      >
        <Form.Item name="password" label={t('personal.password.old')} required rules={[ruleOf(oldPasswordProblem)]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            placeholder={t('personal.password.old.required')}
            data-testid="password-old"
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('personal.password.new')}
          dependencies={['password']}
          required
          rules={[
            ({ getFieldValue }) =>
              ruleOf((value) => newPasswordProblem(value, getFieldValue('password') as string | undefined)),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            placeholder={t('personal.password.new.required')}
            data-testid="password-new"
          />
        </Form.Item>
        <Form.Item
          name="againPassword"
          label={t('personal.password.confirm')}
          dependencies={['newPassword']}
          required
          rules={[
            ({ getFieldValue }) =>
              ruleOf((value) => confirmPasswordProblem(value, getFieldValue('newPassword') as string | undefined)),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            placeholder={t('personal.password.confirm.required')}
            data-testid="password-confirm"
          />
        </Form.Item>
        {/* Enter in a field submits through the modal's OK handler (same repeated-submit guard). */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

function testId(id: string): ButtonProps {
  return { 'data-testid': id } as ButtonProps;
}
