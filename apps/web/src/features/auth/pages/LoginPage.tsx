import { BankOutlined, LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, theme } from 'antd';
// The two input components alone: `Input` from 'antd' brings TextArea, Search and OTP into the login route.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { safeRedirectTarget } from '../../../shell/auth/guards';
import { signInWithPassword, startSso } from '../../../shell/auth/session';
import { localStore } from '../../../shell/storage';

interface LoginFormValues {
  userName: string;
  password: string;
  /** Optional: the default tenant when empty. */
  tenantName: string;
}

/** The tenant last signed in to from this browser, offered again on the next visit. */
const TENANT_STORAGE_KEY = 'loginTenantName';

/** Password login (登录) and single sign-on (单点登录, OIDC code flow); both are offered in either login mode. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const { token } = theme.useToken();

  const onFinish = async (values: LoginFormValues) => {
    setSubmitting(true);
    try {
      const tenantName = values.tenantName.trim();
      await signInWithPassword({
        userName: values.userName.trim(),
        password: values.password,
        ...(tenantName ? { tenantName } : {}),
      });
      if (tenantName) localStore.set(TENANT_STORAGE_KEY, tenantName);
      else localStore.remove(TENANT_STORAGE_KEY);
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

  const [values, setValues] = useState<LoginFormValues>(() => ({
    userName: '',
    password: '',
    tenantName: localStore.get<string>(TENANT_STORAGE_KEY) ?? '',
  }));
  const [touched, setTouched] = useState(false);
  const problems = {
    userName: values.userName.trim() ? null : t('user.login.userName.required'),
    password: values.password ? null : t('user.login.password.required'),
    tenantName: null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problems.userName && !problems.password && !submitting) void onFinish(values);
  };
  const field = (name: keyof LoginFormValues, input: ReactNode) => {
    const problem = touched ? problems[name] : null;
    return (
      <div style={{ marginBottom: 24 }}>
        {input}
        {problem ? (
          <div role="alert" style={{ color: token.colorError, marginTop: 4 }}>
            {problem}
          </div>
        ) : null}
      </div>
    );
  };

  // A plain form: antd's Form (rc-field-form) would add ~14 KB gzip to the login route for two required fields.
  return (
    <form name="login" onSubmit={submit} autoComplete="off" noValidate>
      {field(
        'userName',
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('user.login.userName')}
          value={values.userName}
          status={touched && problems.userName ? 'error' : undefined}
          onChange={(e) => setValues((v) => ({ ...v, userName: e.target.value }))}
          data-testid="login-username"
        />,
      )}
      {field(
        'password',
        <Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('user.login.password')}
          value={values.password}
          status={touched && problems.password ? 'error' : undefined}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          data-testid="login-password"
        />,
      )}
      {field(
        'tenantName',
        <Input
          size="large"
          prefix={<BankOutlined />}
          placeholder={t('user.login.tenantName')}
          maxLength={64}
          value={values.tenantName}
          onChange={(e) => setValues((v) => ({ ...v, tenantName: e.target.value }))}
          data-testid="login-tenant"
        />,
      )}
      <Flex justify="flex-end" style={{ marginTop: -12, marginBottom: 12 }}>
        <Link to="/user/retrievePassword" data-testid="login-forgot">
          {t('user.login.forgotPassword')}
        </Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
        {t('user.login.submit')}
      </Button>
      <Divider plain />
      <Button block size="large" icon={<LoginOutlined />} loading={redirecting} onClick={onSso} data-testid="login-sso">
        {t('user.login.sso')}
      </Button>
    </form>
  );
}
