import { Button, DatePicker, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';

export interface LogFilter {
  userName?: string;
  startTime?: string;
  endTime?: string;
  module?: string;
  /** 'true' successful sign-ins only, 'false' failed ones only. */
  succeeded?: 'true' | 'false';
}

/**
 * Search of both logs: user and date range (YYYY-MM-DD, whole days), plus the module (operation log) or the result
 * (login log) when their options are given.
 */
export function LogSearch({
  onSearch,
  moduleOptions,
  withResult = false,
}: {
  onSearch(filter: LogFilter): void;
  moduleOptions?: string[];
  withResult?: boolean;
}) {
  const [filter, setFilter] = useState<LogFilter>({});
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        placeholder={t('logs.search.user')}
        maxLength={64}
        style={{ width: 180 }}
        onChange={(e) => setFilter((f) => ({ ...f, userName: e.target.value.trim() || undefined }))}
        onPressEnter={() => onSearch(filter)}
        data-testid="logs-search-user"
      />
      {moduleOptions && (
        <Select
          allowClear
          showSearch
          placeholder={t('logs.search.module')}
          style={{ width: 160 }}
          options={moduleOptions.map((module) => ({ value: module, label: module }))}
          onChange={(module?: string) => setFilter((f) => ({ ...f, module }))}
          data-testid="logs-search-module"
        />
      )}
      {withResult && (
        <Select
          allowClear
          placeholder={t('logs.search.result')}
          style={{ width: 120 }}
          options={[
            { value: 'true', label: t('loginLog.result.success') },
            { value: 'false', label: t('loginLog.result.failure') },
          ]}
          onChange={(succeeded?: 'true' | 'false') => setFilter((f) => ({ ...f, succeeded }))}
        />
      )}
      <DatePicker.RangePicker
        placeholder={[t('logs.search.startDate'), t('logs.search.endDate')]}
        onChange={(_, [from, to]) =>
          setFilter((f) => ({ ...f, startTime: from || undefined, endTime: to || undefined }))
        }
        data-testid="logs-search-range"
      />
      <Button type="primary" onClick={() => onSearch(filter)} data-testid="logs-search">
        {t('logs.search')}
      </Button>
    </Flex>
  );
}
