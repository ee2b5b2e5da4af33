import type { ActionPriority } from '@qis/shared';
import { Tag } from 'antd';

const COLORS: Record<ActionPriority, string> = { H: 'red', M: 'orange', L: 'green' };

/** An action priority as a coloured letter (H red, M orange, L green); a dash while a rating is missing. */
export function ApTag({ ap, testId }: { ap: ActionPriority | null; testId?: string }) {
  if (!ap) return <span data-testid={testId}>-</span>;
  return (
    <Tag color={COLORS[ap]} style={{ marginInlineEnd: 0, fontWeight: 600 }} data-testid={testId} data-ap={ap}>
      {ap}
    </Tag>
  );
}
