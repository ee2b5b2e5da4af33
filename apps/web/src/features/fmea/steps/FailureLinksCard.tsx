import { DeleteOutlined } from '@ant-design/icons';
import type { Failure, FmeaFunction } from '@qis/shared';
import { Button, Card, Flex, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { PickFromLibrary } from '../../fmea-library/knowledge/PickFromLibrary';
import { RatingSelect } from '../components/RatingSelect';

interface Props {
  side: 'FE' | 'FC';
  /** The failures linked to the mode on this side. */
  linked: Failure[];
  /** Existing failures that may be linked (of the higher or lower functions). */
  candidates: Failure[];
  /** The functions new failures of this side are entered under. */
  functions: FmeaFunction[];
  functionName: (id: string) => string;
  readOnly: boolean;
  emptyHint: string;
  onLink: (failureId: string) => Promise<void>;
  onUnlink: (failure: Failure) => Promise<void>;
  onCreate: (functionId: string, name: string, severity: number | null) => Promise<void>;
  onSeverity?: (failure: Failure, severity: number | null) => Promise<void>;
}

/** The effects (FE, with S) or the causes (FC) of the selected mode: linked ones, link an existing one, type a new one. */
export function FailureLinksCard(props: Props) {
  const { side, linked, candidates, functions, functionName, readOnly } = props;
  const [functionId, setFunctionId] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [severity, setSeverity] = useState<number | null>(null);
  const target = functionId ?? functions[0]?.id;
  const create = async () => {
    if (!target || !name.trim()) return;
    await props.onCreate(target, name.trim(), severity);
    setName('');
    setSeverity(null);
  };
  return (
    <Card
      size="small"
      title={t(side === 'FE' ? 'fmea.failure.effects' : 'fmea.failure.causes')}
      data-testid={`fmea-failure-${side}`}
    >
      <Table<Failure>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={linked}
        columns={[
          { title: t('fmea.failure.name'), dataIndex: 'name' },
          {
            title: t('fmea.failure.function'),
            dataIndex: 'functionId',
            render: (id: string) => <Typography.Text type="secondary">{functionName(id)}</Typography.Text>,
          },
          ...(side === 'FE'
            ? [
                {
                  title: t('fmea.failure.severity'),
                  key: 'severity',
                  width: 80,
                  render: (_: unknown, row: Failure) => (
                    <RatingSelect
                      kind="S"
                      value={row.severity}
                      disabled={readOnly || row.type !== 'FE'}
                      onChange={(value) => props.onSeverity?.(row, value)}
                      testId="fmea-fe-severity"
                    />
                  ),
                },
              ]
            : []),
          ...(readOnly
            ? []
            : [
                {
                  title: '',
                  key: 'unlink',
                  width: 50,
                  render: (_: unknown, row: Failure) => (
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('fmea.failure.unlink')}
                      title={t('fmea.failure.unlink')}
                      onClick={() => props.onUnlink(row)}
                    />
                  ),
                },
              ]),
        ]}
      />
      {!readOnly && functions.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {props.emptyHint}
        </Typography.Paragraph>
      )}
      {!readOnly && functions.length > 0 && (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Select
            placeholder={t('fmea.failure.linkExisting')}
            value={null}
            showSearch={{ optionFilterProp: 'label' }}
            options={candidates
              .filter((f) => !linked.some((l) => l.id === f.id))
              .map((f) => ({ value: f.id, label: `${f.name}（${functionName(f.functionId)}）` }))}
            onChange={(id: string | null) => id && props.onLink(id)}
            data-testid={`fmea-failure-link-${side}`}
          />
          <Flex gap={6} wrap>
            <Select
              style={{ width: 200 }}
              value={target}
              onChange={setFunctionId}
              options={functions.map((f) => ({ value: f.id, label: functionName(f.id) }))}
              aria-label={t('fmea.failure.function')}
            />
            <Input
              style={{ width: 200 }}
              placeholder={t(side === 'FE' ? 'fmea.failure.newEffect' : 'fmea.failure.newCause')}
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={create}
              data-testid={`fmea-failure-new-${side}`}
            />
            {side === 'FE' && (
              <RatingSelect kind="S" value={severity} onChange={setSeverity} testId="fmea-failure-new-FE-severity" />
            )}
            <PickFromLibrary
              source="knowledge"
              categories={[side]}
              onPick={(entry) => {
                setName(entry.name);
                if (side === 'FE' && entry.severity !== null) setSeverity(entry.severity);
              }}
              testId={`fmea-failure-pick-${side}`}
            />
            <Button onClick={create} disabled={!name.trim()} data-testid={`fmea-failure-add-${side}`}>
              {t('fmea.failure.add')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
