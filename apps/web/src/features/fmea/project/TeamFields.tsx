import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { t } from '../../../locales';
import { useTeamOptions } from './team-options';

/**
 * The team of a project (Form.List `team`): each member, picked by department from the organization chart, with a
 * project role and the edit right. The owner (`ownerId`) is not offered: the owner is never also a member.
 */
export function TeamFields({ ownerId, disabled }: { ownerId?: string; disabled?: boolean }) {
  const users = useTeamOptions(ownerId);
  return (
    <Form.List name="team">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} data-testid="fmea-team">
          {fields.length > 0 && (
            <Flex gap={8}>
              <Typography.Text type="secondary" style={{ width: 260 }}>
                {t('fmea.team.user')}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ width: 200 }}>
                {t('fmea.team.role')}
              </Typography.Text>
              <Typography.Text type="secondary">{t('fmea.team.canEdit')}</Typography.Text>
            </Flex>
          )}
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="baseline" data-testid="fmea-team-row">
              <Form.Item
                name={[field.name, 'userId']}
                rules={[{ required: true, message: t('fmea.requiredPick', { field: t('fmea.team.user') }) }]}
                style={{ width: 260, marginBottom: 0 }}
              >
                <Select
                  options={users}
                  showSearch={{ optionFilterProp: 'label' }}
                  disabled={disabled}
                  aria-label={t('fmea.team.user')}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'projectRole']} style={{ width: 200, marginBottom: 0 }}>
                <Input maxLength={50} disabled={disabled} aria-label={t('fmea.team.role')} />
              </Form.Item>
              <Form.Item name={[field.name, 'canEdit']} valuePropName="checked" style={{ marginBottom: 0 }}>
                <Switch disabled={disabled} aria-label={t('fmea.team.canEdit')} />
              </Form.Item>
              {!disabled && (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('fmea.team.remove')}
                  onClick={() => remove(field.name)}
                />
              )}
            </Flex>
          ))}
          {!disabled && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ projectRole: '', canEdit: true })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="fmea-team-add"
            >
              {t('fmea.team.add')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
