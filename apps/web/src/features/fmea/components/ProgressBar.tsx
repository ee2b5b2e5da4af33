import { FMEA_PROGRESS_GREEN_FROM, FMEA_STEPS } from '@qis/shared';
import { Progress, Tooltip } from 'antd';
import { type MessageKey, t } from '../../../locales';

/** Spec §4 / §9: the progress stage 0–7 as a bar 220 wide, green from stage 6. */
export function ProgressBar({ stage }: { stage: number }) {
  return (
    <Tooltip title={t(`fmea.step.${stage}` as MessageKey)}>
      <Progress
        percent={Math.round((stage / FMEA_STEPS) * 100)}
        format={() => t('fmea.progress.label', { stage })}
        strokeColor={stage >= FMEA_PROGRESS_GREEN_FROM ? '#52c41a' : undefined}
        status="normal"
        style={{ width: 220, margin: 0 }}
        data-testid="fmea-progress"
        data-stage={stage}
      />
    </Tooltip>
  );
}
