import type { MsDataSheetDto } from '@qis/shared';
import { Select } from 'antd';
import { t } from '../../../locales';
import { columnLabel } from '../sheet-columns';

interface SingleProps {
  sheet: MsDataSheetDto;
  /** Set by Form.Item: ties the field's label to the select. */
  id?: string;
  multiple?: false;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

interface MultipleProps {
  sheet: MsDataSheetDto;
  id?: string;
  multiple: true;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/** Picks one column (or several) of the data file by index, shown as '<letters> <name>'. */
export function DataColumnSelect(props: SingleProps | MultipleProps) {
  const options = props.sheet.columns.map((_, index) => ({ value: index, label: columnLabel(props.sheet, index) }));
  if (props.multiple) {
    return (
      <Select<number[]>
        id={props.id}
        mode="multiple"
        options={options}
        value={props.value}
        onChange={props.onChange}
        placeholder={t('statistics.column.pickMany')}
        optionFilterProp="label"
      />
    );
  }
  return (
    <Select<number | null>
      id={props.id}
      allowClear
      showSearch
      options={options}
      value={props.value ?? null}
      onChange={(value) => props.onChange?.(value ?? null)}
      placeholder={t('statistics.column.pick')}
      optionFilterProp="label"
    />
  );
}
