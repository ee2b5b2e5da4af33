import { WORKFLOW_MODULE_TYPES } from '@qis/shared';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';

export interface WorkflowFilter {
  title?: string;
  moduleType?: number;
  startTime?: string;
  endTime?: string;
}

/** Search by title, module and date range (spec: my workflows are searchable by title/module/date). */
export function WorkflowSearch({ onSearch }: { onSearch(filter: WorkflowFilter): void }) {
  const [filter, setFilter] = useState<WorkflowFilter>({});
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        placeholder={t('workflow.search.title')}
        style={{ width: 220 }}
        onChange={(e) => setFilter((f) => ({ ...f, title: e.target.value.trim() || undefined }))}
        onPressEnter={() => onSearch(filter)}
        data-testid="workflow-search-title"
      />
      <Select
        allowClear
        placeholder={t('workflow.search.module')}
        style={{ width: 160 }}
        options={WORKFLOW_MODULE_TYPES.map((m) => ({ value: m.moduleType, label: m.moduleTypeName }))}
        onChange={(moduleType?: number) => setFilter((f) => ({ ...f, moduleType }))}
      />
      <DatePicker.RangePicker
        onChange={(_, [from, to]) =>
          setFilter((f) => ({ ...f, startTime: from || undefined, endTime: to || undefined }))
        }
      />
      <Button type="primary" onClick={() => onSearch(filter)} data-testid="workflow-search">
        {t('workflow.search')}
      </Button>
    </Flex>
  );
}
