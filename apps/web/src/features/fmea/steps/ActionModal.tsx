import { ACTION_STATUSES, type ActionType, actionTypesOf, FMEA_KINDS, type OptimizationAction } from '@qis/shared';
import { Col, Flex, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { type MessageKey, t } from '../../../locales';
import { PickFromLibrary } from '../../fmea-library/knowledge/PickFromLibrary';
import { useFmeaKind } from '../project/FmeaKindContext';
import type { Option } from '../project/options';

export interface ActionValues {
  /** One of the kind's types (actionTypesOf: prevention / detection; FMEA-MSR prevention / monitoring / system response). */
  type: ActionType;
  description: string;
  responsibleId: string | null;
  targetDate: string | null;
  status: OptimizationAction['status'];
  actionTaken: string;
  completionDate: string | null;
  remarks: string;
}

const EMPTY: ActionValues = {
  type: 'prevention',
  description: '',
  responsibleId: null,
  targetDate: null,
  status: 'open',
  actionTaken: '',
  completionDate: null,
  remarks: '',
};

/** A new or edited optimization action of a chain (step 6). */
export function ActionModal({
  action,
  open,
  users,
  onCancel,
  onOk,
}: {
  action: OptimizationAction | null;
  open: boolean;
  users: Option[];
  onCancel: () => void;
  onOk: (values: ActionValues) => Promise<void>;
}) {
  const kind = useFmeaKind();
  const types = actionTypesOf(kind);
  const [form] = Form.useForm<ActionValues>();
  useEffect(() => {
    if (open) form.setFieldsValue(action ? { ...EMPTY, ...action } : EMPTY);
  }, [open, action, form]);
  const date = (value: string | null | undefined) => (value ? value : null);
  return (
    <Modal
      open={open}
      width={720}
      title={t(action ? 'fmea.opt.edit' : 'fmea.opt.add')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      forceRender
      okButtonProps={{ 'data-testid': 'fmea-action-ok' } as never}
    >
      <Form<ActionValues>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          onOk({ ...values, targetDate: date(values.targetDate), completionDate: date(values.completionDate) })
        }
        data-testid="fmea-action-form"
      >
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="type" label={t('fmea.opt.type')}>
              <Select
                options={types.map((v) => ({
                  value: v,
                  label: t(`fmea.opt.type.${v}` as MessageKey),
                }))}
                data-testid="fmea-action-type"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="status" label={t('fmea.opt.status')}>
              <Select
                options={ACTION_STATUSES.map((v) => ({ value: v, label: t(`fmea.opt.status.${v}` as MessageKey) }))}
                data-testid="fmea-action-status"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="responsibleId" label={t('fmea.opt.responsible')}>
              <Select allowClear options={users} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Flex justify="end" style={{ marginBottom: 8 }}>
              <PickFromLibrary
                source="knowledge"
                categories={['prevention', 'detection']}
                size="small"
                onPick={(entry) =>
                  form.setFieldsValue({
                    // A detection control from the library is a monitoring action in an FMEA-MSR.
                    type:
                      entry.category === 'detection'
                        ? kind === FMEA_KINDS.msr
                          ? 'monitoring'
                          : 'detection'
                        : 'prevention',
                    description: entry.name,
                  })
                }
                testId="fmea-action-pick"
              />
            </Flex>
            <Form.Item
              name="description"
              label={t('fmea.opt.description')}
              rules={[
                { required: true, whitespace: true, message: t('fmea.required', { field: t('fmea.opt.description') }) },
              ]}
            >
              <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} data-testid="fmea-action-description" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="targetDate" label={t('fmea.opt.targetDate')}>
              <Input type="date" data-testid="fmea-action-target" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="completionDate" label={t('fmea.opt.completionDate')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="actionTaken" label={t('fmea.opt.actionTaken')}>
              <Input.TextArea maxLength={1000} autoSize={{ minRows: 1 }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remarks" label={t('fmea.opt.remarks')}>
              <Input maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
