import { Result } from 'antd';
import { type MessageKey, t } from '../../../locales';
import type { NodeKey } from '../project/nodes';

/** A task node whose screen is not built yet: '开发中' with what is missing (never a fake screen). */
export function PendingNode({ node }: { node: NodeKey }) {
  return (
    <Result
      status="info"
      title={t('fmea.inDevelopment')}
      subTitle={`${t('fmea.node.inDevelopment', { node: t(`fmea.node.${node}` as MessageKey) })} ${t(`fmea.node.${node}.pending` as MessageKey)}`}
      data-testid="fmea-node-pending"
    />
  );
}
