import { getUserList } from '@qis/shared';
import { Col, Form, type FormInstance, Input, Row, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../../locales';
import { callEndpoint } from '../../../../shell/call-endpoint';
import { PartSelect } from '../../components/PartSelect';
import type { ProcessClassificationNode } from '../api';
import { classificationOptions } from '../useClassifications';

export interface HeaderValues {
  processNo: string;
  name: string;
  classificationId?: string;
  processVersion?: string;
  ownerId?: string;
  description?: string;
}

export type PartChoice = { id: string; partNo: string; name: string } | undefined;

/** The header of a process item: number, name, classification, the part it makes, its version, owner, description. */

export function ProcessHeaderForm(props: {
  form: FormInstance<HeaderValues>;
  /** The part is kept beside the form (its picker answers the part, not an id). */
  part: PartChoice;
  onPart: (part: PartChoice) => void;
  classifications: ProcessClassificationNode[];
  disabled: boolean;
  onChange: () => void;
}) {
  const [users, setUsers] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    callEndpoint(getUserList)
      .then((list) =>
        setUsers(list.map((u) => ({ value: u.id, label: u.name ? `${u.name}（${u.userName}）` : u.userName }))),
      )
      .catch(() => undefined);
  }, []);

  return (
    <Form form={props.form} layout="vertical" disabled={props.disabled} onValuesChange={props.onChange}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="processNo"
            label={t('fmeaProcess.field.processNo')}
            rules={[{ required: true, whitespace: true, message: t('fmeaProcess.field.processNo.required') }]}
          >
            <Input maxLength={64} data-testid="process-no" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="name"
            label={t('fmeaProcess.field.name')}
            rules={[{ required: true, whitespace: true, message: t('fmeaProcess.field.name.required') }]}
          >
            <Input maxLength={100} data-testid="process-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="classificationId" label={t('fmeaProcess.field.classification')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={classificationOptions(props.classifications) as never}
              data-testid="process-classification"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('fmeaProcess.field.part')}>
            <PartSelect
              value={props.part?.id}
              current={props.part}
              onChange={(chosen) => props.onPart(chosen)}
              onClear={() => props.onPart(undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="processVersion" label={t('fmeaProcess.field.version')}>
            <Input maxLength={20} placeholder="A/0" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="ownerId" label={t('fmeaProcess.field.owner')}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={users} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="description" label={t('fmeaProcess.field.description')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
