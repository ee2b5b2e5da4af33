import { Tag, Tooltip } from 'antd';
import { t } from '../../../../locales';
import type { CarriedCharacteristic } from '../../pfmea-links-api';

const LOOK = {
  current: { color: 'geekblue', text: 'fmea.linkage.tag' },
  changed: { color: 'orange', text: 'fmea.linkage.tag.changed' },
  removed: { color: 'red', text: 'fmea.linkage.tag.removed' },
} as const;

/** The "来自DFMEA" marker of a PFMEA function carrying a DFMEA product characteristic, with what happened to it. */
export function CarriedTag({ carried, project }: { carried: CarriedCharacteristic; project: string }) {
  const look = LOOK[carried.status];
  const source = carried.current ?? carried;
  return (
    <Tooltip title={t('fmea.linkage.tag.tip', { project, element: source.elementName, function: source.functionName })}>
      <Tag color={look.color} data-testid="fmea-function-from-dfmea" data-status={carried.status}>
        {t(look.text)}
      </Tag>
    </Tooltip>
  );
}
