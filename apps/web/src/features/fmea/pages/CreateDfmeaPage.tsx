import { Button, Card, Divider, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { useCurrentUser } from '../../../shell/auth/hooks';
import { useSave } from '../../../shell/components/useSave';
import type { CreateProjectBody } from '../api';
import { addDays, isoDate } from '../project/dates';
import { useFmeaApi, useFmeaKind, useKindPaths } from '../project/FmeaKindContext';
import { kindText } from '../project/kind-paths';
import { useProjectOptions } from '../project/options';
import { ProjectFields } from '../project/ProjectFields';
import { TeamFields } from '../project/TeamFields';

/** /createDFMEA and /createPFMEA: a new FMEA of the kind (step 1 header and its team), then its project page. */
export function CreateDfmeaPage() {
  const { createProject } = useFmeaApi();
  const kind = useFmeaKind();
  const paths = useKindPaths();
  const [form] = Form.useForm<CreateProjectBody>();
  const ownerId = Form.useWatch('ownerId', form);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { users, customers, standards } = useProjectOptions();
  // The tenant's default SOD standard, unless one was picked already.
  useEffect(() => {
    const preferred = standards.find((s) => s.isDefault) ?? standards[0];
    if (preferred && !form.getFieldValue('sodStandardId')) form.setFieldValue('sodStandardId', preferred.value);
  }, [standards, form]);
  const { saving, save } = useSave();

  const submit = async (values: CreateProjectBody) => {
    let id = '';
    const ok = await save(
      async () => {
        const created = await createProject({
          ...values,
          sodStandardId: values.sodStandardId ?? null,
          customerName: values.customerName ?? '',
          modelYear: values.modelYear ?? '',
          subject: values.subject ?? '',
          confidentiality: values.confidentiality ?? '',
          responsibility: values.responsibility ?? '',
          location: values.location ?? '',
          team: (values.team ?? []).map((member) => ({ ...member, projectRole: member.projectRole ?? '' })),
        });
        id = created.id;
      },
      t(kindText('fmea.createDfmea.created', kind)),
    );
    if (ok) navigate(`${paths.project}/${id}`);
  };

  const today = new Date();
  return (
    <Card title={t(kindText('fmea.createDfmea.title', kind))}>
      <Form<CreateProjectBody>
        form={form}
        layout="vertical"
        style={{ maxWidth: 900 }}
        initialValues={{
          category: 2,
          startTime: isoDate(today),
          overTime: isoDate(addDays(today, 90)),
          ownerId: user.id,
          team: [],
        }}
        onFinish={submit}
        data-testid="fmea-create-form"
      >
        <ProjectFields users={users} customers={customers} />
        <Form.Item name="sodStandardId" label={t('fmea.field.sodStandard')} style={{ maxWidth: 442 }}>
          <Select allowClear options={standards} data-testid="fmea-field-sodStandard" />
        </Form.Item>
        <Divider titlePlacement="start">{t('fmea.field.team')}</Divider>
        <TeamFields ownerId={ownerId} />
        <Divider />
        <Button type="primary" htmlType="submit" loading={saving} data-testid="fmea-create-submit">
          {t('fmea.createDfmea.submit')}
        </Button>
      </Form>
    </Card>
  );
}
