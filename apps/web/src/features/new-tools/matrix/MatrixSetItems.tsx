import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  addMatrixItem,
  MATRIX_MAX_ITEMS,
  type MatrixDiagram,
  type MatrixSet,
  moveMatrixItem,
  OUTLINE_TEXT_MAX,
  removeMatrixItem,
  renameMatrixItem,
} from '@qis/shared';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { newItemId } from './matrix-parse';
import { setName } from './matrix-view';

const SET_INDEX: Record<MatrixSet, 0 | 1 | 2> = { a: 0, b: 1, c: 2 };

interface MatrixSetItemsProps {
  diagram: MatrixDiagram;
  set: MatrixSet;
  /** A change; edits of one text share a merge key so that undo takes the whole word back. */
  onChange: (next: MatrixDiagram, mergeKey?: string) => void;
}

function ItemButton(props: { title: string; icon: ReactNode; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type="text"
        icon={props.icon}
        aria-label={props.title}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** One set: its name and its items, each renamed, moved or removed (removing drops its relations), plus 添加. */
export function MatrixSetItems({ diagram, set, onChange }: MatrixSetItemsProps) {
  const items = diagram[set];
  const rename = (names: MatrixDiagram['setNames'], text: string) =>
    names.map((name, i) => (i === SET_INDEX[set] ? text : name)) as MatrixDiagram['setNames'];
  const add = () => {
    const text = t('newTools.matrix.item.new', { n: items.length + 1 });
    onChange(addMatrixItem(diagram, set, { id: newItemId(), text }));
  };
  return (
    <Flex vertical gap={6} data-testid={`matrix-set-${set}`}>
      <Typography.Text strong>{t(`newTools.matrix.set.label.${set}`)}</Typography.Text>
      <Input
        value={setName(diagram, set)}
        maxLength={OUTLINE_TEXT_MAX}
        placeholder={t('newTools.matrix.set.name')}
        aria-label={t(`newTools.matrix.set.label.${set}`)}
        onChange={(event) =>
          onChange({ ...diagram, setNames: rename(diagram.setNames, event.target.value) }, `set-name-${set}`)
        }
        data-testid={`matrix-set-name-${set}`}
      />
      {items.map((item, index) => (
        <Flex key={item.id} gap={4} align="center">
          <Input
            size="small"
            value={item.text}
            maxLength={OUTLINE_TEXT_MAX}
            aria-label={t('newTools.matrix.item.text', { n: index + 1 })}
            onChange={(event) =>
              onChange(renameMatrixItem(diagram, set, item.id, event.target.value), `item-${item.id}`)
            }
            data-testid={`matrix-item-${item.id}`}
          />
          <ItemButton
            title={t('newTools.matrix.item.up')}
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => onChange(moveMatrixItem(diagram, set, item.id, index - 1))}
          />
          <ItemButton
            title={t('newTools.matrix.item.down')}
            icon={<ArrowDownOutlined />}
            disabled={index === items.length - 1}
            onClick={() => onChange(moveMatrixItem(diagram, set, item.id, index + 1))}
          />
          <ItemButton
            title={t('newTools.matrix.item.remove')}
            icon={<DeleteOutlined />}
            onClick={() => onChange(removeMatrixItem(diagram, set, item.id))}
          />
        </Flex>
      ))}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        disabled={items.length >= MATRIX_MAX_ITEMS}
        onClick={add}
        data-testid={`matrix-add-${set}`}
      >
        {t('newTools.matrix.item.add')}
      </Button>
    </Flex>
  );
}
