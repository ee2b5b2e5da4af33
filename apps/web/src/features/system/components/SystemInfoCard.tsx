import { Card, Form, Input } from 'antd';
import { t } from '../../../locales';
import { type SystemInfoData, saveSystemInfo } from '../api';
import { SaveButton } from './SaveButton';
import { useSettingSave } from './useSettingSave';

interface Values {
  name: string;
  companyName: string;
  title: string;
}

interface Props {
  info: SystemInfoData;
  /** The caller may change deployment-wide settings (host tenant). */
  editable: boolean;
  onSaved(info: SystemInfoData): void;
  onConflict(): void;
}

/** 系统信息: system name, company name and the page title. */
export function SystemInfoCard({ info, editable, onSaved, onConflict }: Props) {
  const { saving, save } = useSettingSave('basicSet.saved', onConflict);
  const submit = (values: Values) =>
    save(async () => onSaved(await saveSystemInfo({ ...values, title: values.title ?? '', version: info.version })));

  return (
    <Card title={t('basicSet.systemInfo')} data-testid="basic-set-system-info">
      <Form<Values>
        layout="vertical"
        disabled={!editable}
        initialValues={{ name: info.name, companyName: info.companyName, title: info.title }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('basicSet.name')}
          rules={[{ required: true, whitespace: true, message: t('basicSet.name.required') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('basicSet.companyName')}
          rules={[{ required: true, whitespace: true, message: t('basicSet.companyName.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="title" label={t('basicSet.title')} extra={t('basicSet.title.help')}>
          <Input maxLength={50} />
        </Form.Item>
        <SaveButton saving={saving} testId="basic-set-system-info-save" />
      </Form>
    </Card>
  );
}
