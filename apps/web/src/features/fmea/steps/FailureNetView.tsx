import { ArrowLeftOutlined } from '@ant-design/icons';
import { chainSeverity, type Failure } from '@qis/shared';
import { Card, Flex, Tag, Typography } from 'antd';
import { t } from '../../../locales';
import { useProject } from '../project/ProjectContext';

const BOX: Record<'FE' | 'FM' | 'FC', string> = { FE: '#fff1f0', FM: '#fffbe6', FC: '#e6f4ff' };

function Node({ failure, kind, functionName }: { failure: Failure; kind: 'FE' | 'FM' | 'FC'; functionName: string }) {
  return (
    <div
      style={{
        background: BOX[kind],
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        padding: '6px 10px',
        minWidth: 160,
      }}
      data-testid={`fmea-net-${kind}`}
    >
      <Flex gap={6} align="center">
        <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
          {kind}
        </Tag>
        <Typography.Text strong>{failure.name}</Typography.Text>
        {kind === 'FE' && failure.severity !== null && <Tag color="red">S {failure.severity}</Tag>}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {functionName}
      </Typography.Text>
    </div>
  );
}

/** The failure net of one mode: its effects ← the mode ← its causes, with the chain's S (most severe effect). */
export function FailureNetView({ mode }: { mode: Failure }) {
  const { net } = useProject();
  const failures = new Map(net.failures.map((f) => [f.id, f]));
  const functions = new Map(net.functions.map((f) => [f.id, f.name]));
  const effects = net.failureLinks.filter((l) => l.causeId === mode.id).map((l) => failures.get(l.effectId));
  const causes = net.failureLinks.filter((l) => l.effectId === mode.id).map((l) => failures.get(l.causeId));
  const severity = chainSeverity(net, mode.id);
  const column = (items: (Failure | undefined)[], kind: 'FE' | 'FC') => (
    <Flex vertical gap={8}>
      {items
        .filter((f): f is Failure => f !== undefined)
        .map((f) => (
          <Node key={f.id} failure={f} kind={kind} functionName={functions.get(f.functionId) ?? ''} />
        ))}
    </Flex>
  );
  return (
    <Card
      size="small"
      title={t('fmea.failure.chain')}
      extra={severity !== null && <Tag color="red">{t('fmea.failure.chainSeverity', { s: severity })}</Tag>}
      data-testid="fmea-failure-net"
    >
      <Flex align="center" gap={16} style={{ overflowX: 'auto' }}>
        {column(effects, 'FE')}
        <ArrowLeftOutlined />
        <Node failure={mode} kind="FM" functionName={functions.get(mode.functionId) ?? ''} />
        <ArrowLeftOutlined />
        {column(causes, 'FC')}
      </Flex>
    </Card>
  );
}
