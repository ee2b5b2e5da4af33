import type { ControlPlanChangedLine, ControlPlanChangesDto } from '@qis/shared';
import { Flex, List, Tag, Typography } from 'antd';
import { type MessageKey, t } from '../../../../locales';

const GROUPS: ReadonlyArray<{ key: 'added' | 'updated' | 'gone' | 'revived'; label: MessageKey; color: string }> = [
  { key: 'added', label: 'fmea.cp.changes.added', color: 'green' },
  { key: 'updated', label: 'fmea.cp.changes.updated', color: 'blue' },
  { key: 'gone', label: 'fmea.cp.changes.gone', color: 'red' },
  { key: 'revived', label: 'fmea.cp.changes.revived', color: 'purple' },
];

const fieldName = (field: string) => t(`fmea.cp.field.${field}` as MessageKey);

function describe(line: ControlPlanChangedLine): string {
  const fields = line.fields.map(fieldName).join('、');
  const kept = line.kept.length > 0 ? t('fmea.cp.changes.kept', { fields: line.kept.map(fieldName).join('、') }) : '';
  return [fields, kept].filter(Boolean).join('；');
}

/** What a regeneration changed: lines added, updated (which fields; edits kept), marked gone, revived. */
export function ChangesSummary({ changes }: { changes: ControlPlanChangesDto }) {
  const groups = GROUPS.filter((group) => changes[group.key].length > 0);
  return (
    <Flex vertical gap={8} data-testid="cp-changes">
      <Flex gap={4} wrap>
        {groups.map((group) => (
          <Tag key={group.key} color={group.color}>
            {t(group.label, { n: changes[group.key].length })}
          </Tag>
        ))}
        <Tag>{t('fmea.cp.changes.unchanged', { n: changes.unchanged })}</Tag>
      </Flex>
      {groups.length === 0 ? (
        <Typography.Text type="secondary">{t('fmea.cp.changes.none')}</Typography.Text>
      ) : (
        <List
          size="small"
          style={{ maxHeight: 360, overflow: 'auto' }}
          dataSource={groups.flatMap((group) => changes[group.key].map((line) => ({ group, line })))}
          renderItem={({ group, line }) => (
            <List.Item>
              <Flex gap={8} align="baseline">
                <Tag color={group.color}>{line.characteristicNumber}</Tag>
                <Typography.Text>
                  {line.stepNumber} {line.characteristic}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {describe(line)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
