import {
  type FmeaKind,
  RATING_SCALE_KEYS,
  type RatingLevel,
  type RatingScaleKey,
  type RatingScales,
  SOD_SCALE_NAMES,
} from '@qis/shared';
import { Input, Table, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { ratingColor } from './rating-color';

interface Props {
  kind: FmeaKind;
  scales: RatingScales;
  /** Absent: read only. */
  onChange?: (next: RatingScales) => void;
  /** The field a server or client check named (e.g. scales.severity.3.criteria): its tab opens, its cell is marked. */
  problemField?: string | null;
}

/** The three 1–10 scales of a standard (S/O/D; MSR: S/F/M), one tab each, as tables whose texts can be edited. */
export function RatingScalesEditor({ kind, scales, onChange, problemField }: Props) {
  const names = SOD_SCALE_NAMES[kind];
  const [active, setActive] = useState<RatingScaleKey>('severity');
  // A check that names a field opens its scale's tab.
  useEffect(() => {
    const scale = RATING_SCALE_KEYS.find((key) => problemField?.startsWith(`scales.${key}`));
    if (scale) setActive(scale);
  }, [problemField]);

  const change = (key: RatingScaleKey, rating: number, field: 'label' | 'criteria', value: string) =>
    onChange?.({
      ...scales,
      [key]: scales[key].map((level) => (level.rating === rating ? { ...level, [field]: value } : level)),
    });

  const isProblem = (key: RatingScaleKey, index: number, field: string) =>
    problemField === `scales.${key}.${index}.${field}`;

  const table = (key: RatingScaleKey) => (
    <Table<RatingLevel>
      rowKey="rating"
      size="small"
      pagination={false}
      dataSource={scales[key]}
      data-testid={`sod-scale-${key}`}
      columns={[
        {
          title: t('fmeaLibrary.sod.level.rating'),
          dataIndex: 'rating',
          width: 72,
          align: 'center',
          render: (rating: number) => <Tag color={ratingColor(rating)}>{rating}</Tag>,
        },
        {
          title: t('fmeaLibrary.sod.level.label'),
          dataIndex: 'label',
          width: 160,
          render: (label: string, level, index) =>
            onChange ? (
              <Input
                value={label}
                maxLength={50}
                status={!label.trim() || isProblem(key, index, 'label') ? 'error' : undefined}
                placeholder={t('fmeaLibrary.sod.level.empty')}
                onChange={(e) => change(key, level.rating, 'label', e.target.value)}
                aria-label={`${names[key]} ${level.rating} ${t('fmeaLibrary.sod.level.label')}`}
              />
            ) : (
              label
            ),
        },
        {
          title: t('fmeaLibrary.sod.level.criteria'),
          dataIndex: 'criteria',
          render: (criteria: string, level, index) =>
            onChange ? (
              <Input.TextArea
                value={criteria}
                maxLength={500}
                autoSize={{ minRows: 1, maxRows: 4 }}
                status={!criteria.trim() || isProblem(key, index, 'criteria') ? 'error' : undefined}
                placeholder={t('fmeaLibrary.sod.level.empty')}
                onChange={(e) => change(key, level.rating, 'criteria', e.target.value)}
                aria-label={`${names[key]} ${level.rating} ${t('fmeaLibrary.sod.level.criteria')}`}
              />
            ) : (
              criteria
            ),
        },
      ]}
    />
  );

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setActive(key as RatingScaleKey)}
      items={RATING_SCALE_KEYS.map((key) => ({ key, label: names[key], children: table(key) }))}
    />
  );
}
