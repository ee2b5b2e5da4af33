import { fmeaStatusTag } from '@qis/shared';
import { Tag } from 'antd';
import { t } from '../../../locales';

const COLORS = { inProgress: 'processing', cancelled: 'default', cancelling: 'warning' } as const;

/** Spec §4: the tag of workFlowStatus and projectStatus; other pairs show none. */
export function StatusTag({ workFlowStatus, projectStatus }: { workFlowStatus: number; projectStatus: number }) {
  const tag = fmeaStatusTag(workFlowStatus, projectStatus);
  return tag ? <Tag color={COLORS[tag]}>{t(`fmea.status.${tag}`)}</Tag> : null;
}
