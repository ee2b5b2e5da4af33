import { FMEA_CATEGORY_VALUES } from '@qis/shared';
import { AutoComplete, Col, Form, Input, Radio, Row, Select } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { CONFIDENTIALITY, type Option } from './options';

const required = (field: MessageKey) => ({ required: true, message: t('fmea.required', { field: t(field) }) });
const picked = (field: MessageKey) => ({ required: true, message: t('fmea.requiredPick', { field: t(field) }) });

/** The header fields of step 1 (planning and preparation), shared by /createDFMEA and the project's header block. */
export function ProjectFields({ users, customers }: { users: Option[]; customers: Option[] }) {
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="category" label={t('fmea.field.category')} rules={[picked('fmea.field.category')]}>
          <Radio.Group
            data-testid="fmea-field-category"
            options={FMEA_CATEGORY_VALUES.map((value) => ({
              value,
              label: t(`fmea.category.${value}` as MessageKey),
            }))}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="projectNO" label={t('fmea.field.projectNO')} rules={[required('fmea.field.projectNO')]}>
          <Input maxLength={50} data-testid="fmea-field-projectNO" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="projectName" label={t('fmea.field.projectName')} rules={[required('fmea.field.projectName')]}>
          <Input maxLength={200} data-testid="fmea-field-projectName" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="customerName" label={t('fmea.field.customerName')}>
          <AutoComplete
            options={customers}
            maxLength={100}
            data-testid="fmea-field-customerName"
            showSearch={{ filterOption: (input, option) => String(option?.value ?? '').includes(input) }}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="modelYear" label={t('fmea.field.modelYear')}>
          <Input maxLength={50} data-testid="fmea-field-modelYear" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="subject" label={t('fmea.field.subject')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} data-testid="fmea-field-subject" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="startTime" label={t('fmea.field.startTime')} rules={[picked('fmea.field.startTime')]}>
          <Input type="date" data-testid="fmea-field-startTime" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="overTime" label={t('fmea.field.overTime')} rules={[picked('fmea.field.overTime')]}>
          <Input type="date" data-testid="fmea-field-overTime" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="ownerId" label={t('fmea.field.owner')} rules={[picked('fmea.field.owner')]}>
          <Select options={users} showSearch={{ optionFilterProp: 'label' }} data-testid="fmea-field-owner" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="confidentiality" label={t('fmea.field.confidentiality')}>
          <Select
            allowClear
            data-testid="fmea-field-confidentiality"
            options={CONFIDENTIALITY.map((key) => {
              const label = t(`fmea.confidentiality.${key}`);
              return { value: label, label };
            })}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="responsibility" label={t('fmea.field.responsibility')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="location" label={t('fmea.field.location')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
    </Row>
  );
}
