import { SwapOutlined } from '@ant-design/icons';
import { type ElementInterface, INTERFACE_DIRECTIONS } from '@qis/shared';
import { Button, Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { type MessageKey, t } from '../../../../locales';
import type { InterfaceTypeInfo } from '../../bom-boundary-api';

export interface InterfaceDraft {
  fromId: string;
  toId: string;
  type: ElementInterface['type'];
  direction: ElementInterface['direction'];
  description: string;
}

/** The form of a new interface (drawn on the diagram) or of the selected one: its ends, type, direction and text. */
export function InterfaceModal(props: {
  editing: boolean;
  initial: InterfaceDraft;
  names: Map<string, string>;
  types: InterfaceTypeInfo[];
  onClose: () => void;
  onSave: (draft: InterfaceDraft) => Promise<boolean>;
}) {
  const { editing, initial, names, types, onClose, onSave } = props;
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const offered = types.filter((type) => type.isActive || type.type === initial.type);
  return (
    <Modal
      open
      title={t(editing ? 'fmea.boundary.interface.edit' : 'fmea.boundary.interface.add')}
      onCancel={onClose}
      okButtonProps={{ loading: saving, 'data-testid': 'fmea-boundary-interface-ok' } as never}
      onOk={async () => {
        setSaving(true);
        const done = await onSave(draft);
        setSaving(false);
        if (done) onClose();
      }}
    >
      <Form layout="vertical" data-testid="fmea-boundary-interface-form">
        <Form.Item label={`${t('fmea.boundary.interface.from')} → ${t('fmea.boundary.interface.to')}`}>
          <Flex gap={8} align="center">
            <Typography.Text strong>{names.get(draft.fromId)}</Typography.Text>
            <Button
              size="small"
              icon={<SwapOutlined />}
              aria-label="swap"
              onClick={() => setDraft({ ...draft, fromId: draft.toId, toId: draft.fromId })}
            />
            <Typography.Text strong>{names.get(draft.toId)}</Typography.Text>
          </Flex>
        </Form.Item>
        <Form.Item label={t('fmea.boundary.interface.type')}>
          <Radio.Group
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.target.value })}
            data-testid="fmea-boundary-interface-type"
          >
            {offered.map((type) => (
              <Radio.Button key={type.type} value={type.type}>
                <span style={{ color: type.color }}>■</span> {type.name}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('fmea.boundary.interface.direction')}>
          <Select
            style={{ width: 160 }}
            value={draft.direction}
            onChange={(direction) => setDraft({ ...draft, direction })}
            options={INTERFACE_DIRECTIONS.map((value) => ({
              value,
              label: t(`fmea.if.direction.${value}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('fmea.boundary.interface.description')}>
          <Input.TextArea
            rows={2}
            maxLength={500}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
