import { DVP_TEST_STAGES } from '@qis/shared';
import { Col, Form, Input, InputNumber, Modal, Row, Select, TreeSelect } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { type DvpLibraryDto, type KnowledgeTreeNode, saveDvpLibrary } from './api';
import { typeSelectData } from './KnowledgeTypeTree';

interface Values {
  typeId?: string | null;
  testName: string;
  testMethod?: string;
  acceptanceCriteria?: string;
  sampleSize?: number | null;
  department?: string;
  testStage?: 'DV' | 'PV' | null;
  remark?: string;
}

/** A new or edited test of the DVP library. */
export function DvpLibraryModal({
  entry,
  types,
  defaultTypeId,
  onClose,
  onSaved,
}: {
  entry: DvpLibraryDto | null;
  types: KnowledgeTreeNode[];
  defaultTypeId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const submit = async (values: Values) => {
    const body = {
      typeId: values.typeId ?? null,
      testName: values.testName.trim(),
      testMethod: values.testMethod?.trim() ?? '',
      acceptanceCriteria: values.acceptanceCriteria?.trim() ?? '',
      sampleSize: values.sampleSize ?? null,
      department: values.department?.trim() ?? '',
      testStage: values.testStage ?? null,
      remark: values.remark?.trim() ?? '',
    };
    if (await save(() => saveDvpLibrary(body, entry ?? undefined), t('knowledge.saved'))) onSaved();
  };
  return (
    <Modal
      open
      width={720}
      title={t(entry ? 'knowledge.dvp.editTitle' : 'knowledge.dvp.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'dvp-library-ok' } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={entry ?? { typeId: defaultTypeId, testStage: 'DV' }}
        onFinish={submit}
      >
        <Row gutter={12}>
          <Col span={16}>
            <Form.Item
              name="testName"
              label={t('knowledge.dvp.testName')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('knowledge.required', { field: t('knowledge.dvp.testName') }),
                },
              ]}
            >
              <Input maxLength={200} data-testid="dvp-library-name" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="testStage" label={t('knowledge.dvp.stage')}>
              <Select allowClear options={DVP_TEST_STAGES.map((value) => ({ value, label: value }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="testMethod" label={t('knowledge.dvp.testMethod')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="acceptanceCriteria" label={t('knowledge.dvp.acceptance')}>
              <Input maxLength={500} data-testid="dvp-library-acceptance" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sampleSize" label={t('knowledge.dvp.sampleSize')}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="department" label={t('knowledge.dvp.department')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="typeId" label={t('knowledge.field.type')}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                placeholder={t('knowledge.field.type.none')}
                treeData={typeSelectData(types) as never}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('knowledge.dvp.remark')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
