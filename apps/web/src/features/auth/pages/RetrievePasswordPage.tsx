import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { BUSINESS_ERROR_CODE, checkRetrievalCode, retrievePassword, sendRetrievalEmail } from '@qis/shared';
import { Button, Flex, Form, Input, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../locales';
import { LOGIN_PATH } from '../../../shell/auth/guards';
import { callEndpoint, type EndpointRequest } from '../../../shell/call-endpoint';
import { toast } from '../../../shell/feedback';
import { ruleOf } from '../../../shell/form-rule';
import { ApiError } from '../../../shell/http';
import {
  codeProblem,
  confirmPasswordProblem,
  newPasswordProblem,
  resendSecondsLeft,
  retrievalEmailProblem,
} from '../../personal/rules';

type Step = 0 | 1 | 2;

interface RetrievalFormValues {
  emailAddress: string;
  code: string;
  newPassword: string;
  againPassword: string;
}

/** Public calls of password retrieval (no token); failures are toasted by the HTTP client with the server's text. */
const retrievalApi = {
  sendEmail: (body: EndpointRequest<typeof sendRetrievalEmail>['body']) =>
    callEndpoint(sendRetrievalEmail, { body }, { auth: false }),
  checkCode: (body: EndpointRequest<typeof checkRetrievalCode>['body']) =>
    callEndpoint(checkRetrievalCode, { body }, { auth: false }),
  retrieve: (body: EndpointRequest<typeof retrievePassword>['body']) =>
    callEndpoint(retrievePassword, { body }, { auth: false }),
};

/** Seconds until another code may be sent, ticking once a second while above zero. */
function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return left;
}

/**
 * 找回密码 (/user/retrievePassword, inside the login layout): the e-mail address of the account → a six-digit code is
 * mailed (another one after 60 seconds) → the code is checked → the new password, twice. Success returns to login.
 */
export function RetrievePasswordPage() {
  const [form] = Form.useForm<RetrievalFormValues>();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  /** The address the code was sent to: later steps use it, not whatever the field holds now. */
  const [email, setEmail] = useState('');
  const secondsLeft = useResendCountdown(sentAt);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const sendCode = (emailAddress: string) =>
    run(async () => {
      await retrievalApi.sendEmail({ emailAddress });
      if (!mounted.current) return;
      setEmail(emailAddress);
      setSentAt(Date.now());
      form.setFieldsValue({ code: '' });
      toast.success(t('retrievePassword.codeSent', { email: emailAddress }));
      setStep(1);
    });

  const onSendCode = async () => {
    let emailAddress: string;
    try {
      emailAddress = (await form.validateFields(['emailAddress'])).emailAddress.trim();
    } catch {
      return;
    }
    if (secondsLeft > 0 && emailAddress.toLowerCase() === email.toLowerCase()) {
      // A code for this address is still fresh: go on entering it.
      setStep(1);
      return;
    }
    await sendCode(emailAddress);
  };

  const onCheckCode = async () => {
    let code: string;
    try {
      code = (await form.validateFields(['code'])).code.trim();
    } catch {
      return;
    }
    await run(async () => {
      await retrievalApi.checkCode({ emailAddress: email, code });
      if (mounted.current) setStep(2);
    });
  };

  const onSubmit = async () => {
    let values: RetrievalFormValues;
    try {
      values = await form.validateFields(['newPassword', 'againPassword']);
    } catch {
      return;
    }
    const code = (form.getFieldValue('code') as string | undefined)?.trim() ?? '';
    await run(async () => {
      try {
        await retrievalApi.retrieve({
          emailAddress: email,
          code,
          newPassword: values.newPassword,
          againPassword: values.againPassword,
        });
      } catch (error) {
        // The code is used up, expired or killed by wrong guesses: a new one is needed.
        if (error instanceof ApiError && error.code === BUSINESS_ERROR_CODE && mounted.current) {
          form.setFieldsValue({ code: '' });
          setStep(1);
        }
        throw error;
      }
      toast.success(t('retrievePassword.success'));
      navigate(LOGIN_PATH, { replace: true });
    });
  };

  const stepItems = [
    { key: 'email', title: t('retrievePassword.step.email') },
    { key: 'code', title: t('retrievePassword.step.code') },
    { key: 'password', title: t('retrievePassword.step.password') },
  ];

  return (
    <Flex vertical gap={24} data-testid="retrieve-password">
      <Steps size="small" current={step} items={stepItems} />
      <Form<RetrievalFormValues> form={form} name="retrievePassword" size="large" autoComplete="off">
        <div hidden={step !== 0}>
          <Form.Item name="emailAddress" rules={[ruleOf(retrievalEmailProblem)]}>
            <Input
              prefix={<MailOutlined />}
              placeholder={t('retrievePassword.email.placeholder')}
              onPressEnter={onSendCode}
              data-testid="retrieve-email"
            />
          </Form.Item>
          <Button type="primary" block loading={busy} onClick={onSendCode} data-testid="retrieve-send-code">
            {t('retrievePassword.sendCode')}
          </Button>
        </div>

        <div hidden={step !== 1}>
          <Typography.Paragraph type="secondary">{t('retrievePassword.codeSent', { email })}</Typography.Paragraph>
          <Flex gap={8} align="flex-start">
            <Form.Item name="code" rules={[ruleOf(codeProblem)]} style={{ flex: 1 }}>
              <Input
                prefix={<SafetyOutlined />}
                maxLength={6}
                inputMode="numeric"
                placeholder={t('retrievePassword.code.placeholder')}
                onPressEnter={onCheckCode}
                data-testid="retrieve-code"
              />
            </Form.Item>
            <Button
              disabled={secondsLeft > 0 || busy}
              onClick={() => void sendCode(email)}
              data-testid="retrieve-resend"
            >
              {secondsLeft > 0
                ? t('retrievePassword.resendIn', { seconds: secondsLeft })
                : t('retrievePassword.resend')}
            </Button>
          </Flex>
          <Flex gap={8}>
            <Button size="large" disabled={busy} onClick={() => setStep(0)} data-testid="retrieve-previous">
              {t('retrievePassword.previous')}
            </Button>
            <Button
              type="primary"
              size="large"
              style={{ flex: 1 }}
              loading={busy}
              onClick={onCheckCode}
              data-testid="retrieve-check-code"
            >
              {t('retrievePassword.next')}
            </Button>
          </Flex>
        </div>

        <div hidden={step !== 2}>
          <Form.Item name="newPassword" rules={[ruleOf((value) => newPasswordProblem(value))]}>
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="new-password"
              placeholder={t('retrievePassword.newPassword')}
              data-testid="retrieve-new-password"
            />
          </Form.Item>
          <Form.Item
            name="againPassword"
            dependencies={['newPassword']}
            rules={[
              ({ getFieldValue }) =>
                ruleOf((value) => confirmPasswordProblem(value, getFieldValue('newPassword') as string | undefined)),
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="new-password"
              placeholder={t('retrievePassword.confirmPassword')}
              onPressEnter={onSubmit}
              data-testid="retrieve-confirm-password"
            />
          </Form.Item>
          <Flex gap={8}>
            <Button size="large" disabled={busy} onClick={() => setStep(1)} data-testid="retrieve-previous-code">
              {t('retrievePassword.previous')}
            </Button>
            <Button
              type="primary"
              size="large"
              style={{ flex: 1 }}
              loading={busy}
              onClick={onSubmit}
              data-testid="retrieve-submit"
            >
              {t('retrievePassword.submit')}
            </Button>
          </Flex>
        </div>
      </Form>
      <Flex justify="flex-end">
        <Link to={LOGIN_PATH} data-testid="retrieve-back-to-login">
          {t('retrievePassword.backToLogin')}
        </Link>
      </Flex>
    </Flex>
  );
}
