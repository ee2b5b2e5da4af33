import { IDENTITY_PREFIX_PATTERN } from '@qis/shared';
import { Alert, Card, Form, Input, InputNumber, Radio } from 'antd';
import { t } from '../../../locales';
import { type AppSettingsData, type LoginSettingBody, type SystemInfoData, saveLoginSetting } from '../api';
import { SaveButton } from './SaveButton';
import { useSettingSave } from './useSettingSave';

type Values = Omit<LoginSettingBody, 'version'>;

interface Props {
  info: SystemInfoData;
  embedded: AppSettingsData['embeddedIdentityServer'];
  editable: boolean;
  onSaved(info: SystemInfoData): void;
  onConflict(): void;
}

/** 登录设置: login type (identity server or password) and where browsers reach the identity server. */
export function LoginSettingCard({ info, embedded, editable, onSaved, onConflict }: Props) {
  const { saving, save } = useSettingSave('basicSet.saved', onConflict);
  const submit = (values: Values) =>
    save(async () => onSaved(await saveLoginSetting({ ...values, version: info.version })));

  return (
    <Card title={t('basicSet.login')} data-testid="basic-set-login">
      {embedded ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('basicSet.embedded', {
            ports: embedded.ports.join('、'),
            prefix: embedded.prefix,
            clientId: embedded.clientId,
          })}
        />
      ) : null}
      <Form<Values>
        layout="vertical"
        disabled={!editable}
        initialValues={{
          loginType: info.loginType,
          identityServerPort: info.identityServerPort,
          identityServerPrefix: info.identityServerPrefix,
          clientId: info.clientId,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="loginType" label={t('basicSet.loginType')} extra={t('basicSet.loginType.help')}>
          <Radio.Group
            options={[
              { value: 0, label: t('basicSet.loginType.0') },
              { value: 1, label: t('basicSet.loginType.1') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="identityServerPort"
          label={t('basicSet.port')}
          rules={[{ required: true, type: 'integer', min: 1, max: 65535, message: t('basicSet.port.invalid') }]}
        >
          <InputNumber min={1} max={65535} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="identityServerPrefix"
          label={t('basicSet.prefix')}
          rules={[{ required: true, pattern: IDENTITY_PREFIX_PATTERN, message: t('basicSet.prefix.invalid') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="clientId"
          label={t('basicSet.clientId')}
          rules={[{ required: true, whitespace: true, message: t('basicSet.clientId.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <SaveButton saving={saving} testId="basic-set-login-save" />
      </Form>
    </Card>
  );
}
