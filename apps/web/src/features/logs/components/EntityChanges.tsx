import type { AuditLogEntity } from '@qis/shared';
import { Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { t } from '../../../locales';
import { type FieldRow, fieldDiff } from '../field-diff';

const cell = (text: string, changed: boolean) => (
  <Typography.Text
    style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', ...(changed ? { background: '#fff7e6' } : {}) }}
  >
    {text || '-'}
  </Typography.Text>
);

/** The entities one call changed, each with its fields before and after side by side (changed ones marked). */
export function EntityChanges({ entities, request }: { entities: AuditLogEntity[]; request: string }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t('auditLog.detail.request')}：{request}
      </Typography.Text>
      {entities.length === 0 && <Empty description={t('auditLog.detail.noChanges')} />}
      {entities.map((entity, index) => (
        <Card
          // An entity can appear twice in one call (e.g. moved twice); the position keeps the keys apart.
          key={`${entity.entity}-${entity.entityId}-${index}`}
          size="small"
          title={
            <span>
              {entity.entity} <Typography.Text type="secondary">{entity.entityId}</Typography.Text>{' '}
              {entity.before === undefined && <Tag color="green">{t('auditLog.detail.created')}</Tag>}
              {entity.after === undefined && <Tag color="red">{t('auditLog.detail.deleted')}</Tag>}
            </span>
          }
        >
          <Table<FieldRow>
            rowKey="field"
            size="small"
            pagination={false}
            dataSource={fieldDiff(entity.before, entity.after)}
            columns={[
              { title: t('auditLog.detail.field'), dataIndex: 'field', width: 160 },
              {
                title: t('auditLog.detail.before'),
                dataIndex: 'before',
                width: '42%',
                render: (text: string, row) => cell(text, row.changed),
              },
              {
                title: t('auditLog.detail.after'),
                dataIndex: 'after',
                width: '42%',
                render: (text: string, row) => cell(text, row.changed),
              },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
