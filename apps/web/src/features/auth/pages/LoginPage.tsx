import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { safeRedirectTarget } from '../../../shell/auth/guards';
import { signInWithPassword, startSso } from '../../../shell/auth/session';

interface LoginFormValues {
  userName: string;
  password: string;
}

/** Password login (登录) and single sign-on (单点登录, OIDC code flow); both are offered in either login mode. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const onFinish = async (values: LoginFormValues) => {
    setSubmitting(true);
    try {
      await signInWithPassword({ userName: values.userName.trim(), password: values.password });
      navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
    } catch {
      // The HTTP client has already shown the server's message.
      setSubmitting(false);
    }
  };

  const onSso = async () => {
    setRedirecting(true);
    try {
      await startSso();
    } catch {
      setRedirecting(false);
    }
  };

  return (
    <Form<LoginFormValues> name="login" size="large" onFinish={onFinish} autoComplete="off">
      <Form.Item
        name="userName"
        rules={[{ required: true, whitespace: true, message: t('user.login.userName.required') }]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('user.login.userName')} data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('user.login.password.required') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('user.login.password')} data-testid="login-password" />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginTop: -12, marginBottom: 12 }}>
        <Link to="/user/retrievePassword" data-testid="login-forgot">
          {t('user.login.forgotPassword')}
        </Link>
      </Flex>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('user.login.submit')}
        </Button>
      </Form.Item>
      <Divider plain />
      <Button block icon={<LoginOutlined />} loading={redirecting} onClick={onSso} data-testid="login-sso">
        {t('user.login.sso')}
      </Button>
    </Form>
  );
}
