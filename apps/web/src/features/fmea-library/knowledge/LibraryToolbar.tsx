import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';

/**
 * Above a library table: the text search (trimmed; empty = all) with the table's own filters beside it, and 新增 for
 * holders of the library point's add action. Test ids `${testId}-search` and `${testId}-add`.
 */
export function LibraryToolbar({
  point,
  testId,
  filters,
  onSearch,
  onAdd,
}: {
  point: string;
  testId: string;
  filters?: ReactNode;
  onSearch: (keyword: string | undefined) => void;
  onAdd: () => void;
}) {
  return (
    <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('knowledge.search')}
          maxLength={100}
          style={{ width: 260 }}
          onSearch={(value) => onSearch(value.trim() || undefined)}
          data-testid={`${testId}-search`}
        />
        {filters}
      </Space>
      <Authorized permission={point} action="add">
        <Button type="primary" onClick={onAdd} data-testid={`${testId}-add`}>
          {t('knowledge.add')}
        </Button>
      </Authorized>
    </Space>
  );
}
