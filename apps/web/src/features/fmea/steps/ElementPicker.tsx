import type { StructureElement } from '@qis/shared';
import { Menu, Typography } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../locales';
import { elementsInTreeOrder } from '../project/net-views';

/** The structure as an indented list to pick the focus element from. */
export function ElementPicker({
  elements,
  selected,
  onSelect,
  counts,
}: {
  elements: readonly StructureElement[];
  selected: string | null;
  onSelect: (id: string) => void;
  counts?: Map<string, number>;
}) {
  const ordered = useMemo(() => elementsInTreeOrder(elements), [elements]);
  if (ordered.length === 0) return <Typography.Text type="secondary">{t('fmea.structure.empty')}</Typography.Text>;
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => onSelect(key)}
      style={{ borderInlineEnd: 'none' }}
      data-testid="fmea-element-picker"
      items={ordered.map(({ element, depth }) => ({
        key: element.id,
        style: { paddingInlineStart: 8 + depth * 16, height: 32, lineHeight: '32px' },
        label: (
          <span data-testid="fmea-element-item" data-name={element.name}>
            {element.name}
            {counts?.get(element.id) ? (
              <Typography.Text type="secondary" style={{ marginInlineStart: 6 }}>
                ({counts.get(element.id)})
              </Typography.Text>
            ) : null}
          </span>
        ),
      }))}
    />
  );
}
