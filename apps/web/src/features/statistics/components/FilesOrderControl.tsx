import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { MS_SEQUENCES, type MsSequence, type MsSequenceStyleDto } from '@qis/shared';
import { Button, Select, Space } from 'antd';
import { type MessageKey, t } from '../../../locales';

interface FilesOrderControlProps {
  value: MsSequenceStyleDto;
  onChange: (value: MsSequenceStyleDto) => void;
}

/** 排序: what my files are listed by (custom = the order set with 上移 / 下移), and the direction. */
export function FilesOrderControl({ value, onChange }: FilesOrderControlProps) {
  const descending = value.direction === 'desc';
  return (
    <Space.Compact>
      <Select<MsSequence>
        value={value.sequence}
        onChange={(sequence) => onChange({ ...value, sequence })}
        options={MS_SEQUENCES.map((sequence) => ({
          value: sequence,
          label: t(`statistics.files.order.${sequence}` as MessageKey),
        }))}
        style={{ width: 150 }}
        data-testid="files-order"
      />
      <Button
        icon={descending ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
        title={t(descending ? 'statistics.files.order.desc' : 'statistics.files.order.asc')}
        aria-label={t(descending ? 'statistics.files.order.desc' : 'statistics.files.order.asc')}
        onClick={() => onChange({ ...value, direction: descending ? 'asc' : 'desc' })}
      />
    </Space.Compact>
  );
}
