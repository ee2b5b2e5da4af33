import { MATRIX_SYMBOLS, type MatrixDiagram, type MatrixSymbol } from '@qis/shared';
import { Flex, InputNumber, Typography } from 'antd';
import { type MessageKey, t } from '../../../locales';

const SYMBOL_NAMES: Record<MatrixSymbol, MessageKey> = {
  '◎': 'newTools.matrix.symbol.strong',
  '○': 'newTools.matrix.symbol.medium',
  '△': 'newTools.matrix.symbol.weak',
};
const WEIGHT_MAX = 1000;

interface MatrixWeightsProps {
  weights: MatrixDiagram['weights'];
  onChange: (weights: MatrixDiagram['weights'], mergeKey: string) => void;
}

/** The legend (◎ 强相关 5 · ○ 相关 3 · △ 弱相关 1) and the weight of each symbol, which the totals add. */
export function MatrixWeights({ weights, onChange }: MatrixWeightsProps) {
  const legend = MATRIX_SYMBOLS.map((symbol) => `${symbol} ${t(SYMBOL_NAMES[symbol])} ${weights[symbol]}`).join(' · ');
  return (
    <Flex gap={16} align="center" wrap>
      <Typography.Text data-testid="matrix-legend">{legend}</Typography.Text>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">{t('newTools.matrix.weights')}</Typography.Text>
        {MATRIX_SYMBOLS.map((symbol) => (
          <InputNumber
            key={symbol}
            size="small"
            min={0}
            max={WEIGHT_MAX}
            value={weights[symbol]}
            prefix={symbol}
            aria-label={t('newTools.matrix.weight', { name: t(SYMBOL_NAMES[symbol]) })}
            onChange={(value) =>
              typeof value === 'number' && onChange({ ...weights, [symbol]: value }, `weight-${symbol}`)
            }
            style={{ width: 88 }}
            data-testid={`matrix-weight-${symbol}`}
          />
        ))}
      </Flex>
    </Flex>
  );
}
