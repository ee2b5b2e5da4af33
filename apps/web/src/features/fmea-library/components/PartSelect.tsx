import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../locales';
import { fetchParts, type PartDto } from '../api';

interface Option {
  value: string;
  label: string;
  part: Pick<PartDto, 'id' | 'partNo' | 'name'>;
}

const optionOf = (part: Pick<PartDto, 'id' | 'partNo' | 'name'>): Option => ({
  value: part.id,
  label: `${part.partNo} ${part.name}`,
  part,
});

/** A part of the library, searched by number or name as the user types (20 at a time). */
export function PartSelect({
  value,
  current,
  onChange,
  onClear,
}: {
  value: string | undefined;
  /** The chosen part's number and name, shown before any search. */
  current: Pick<PartDto, 'id' | 'partNo' | 'name'> | undefined;
  onChange: (part: Pick<PartDto, 'id' | 'partNo' | 'name'>) => void;
  /** Offered (a clear button) when given: the choice of a part is optional. */
  onClear?: () => void;
}) {
  const [options, setOptions] = useState<Option[]>(current ? [optionOf(current)] : []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLoading(true);
      fetchParts({ SkipCount: 0, MaxResultCount: 20, ...(keyword ? { keyword } : {}) })
        .then((page) => setOptions(page.items.map(optionOf)))
        .catch(() => undefined)
        .finally(() => setLoading(false));
    }, 250);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // The chosen part is offered before any search, also when it arrives after the first render (a loaded form).
  const shown = current && !options.some((o) => o.value === current.id) ? [optionOf(current), ...options] : options;

  return (
    <Select<string, Option>
      showSearch={{ filterOption: false, onSearch: load }}
      value={value}
      loading={loading}
      style={{ width: 340 }}
      placeholder={t('fmeaLibrary.bom.line.part.pick')}
      options={shown}
      onFocus={() => options.length <= 1 && load('')}
      allowClear={!!onClear}
      onClear={onClear}
      onChange={(_, option) => {
        if (option && !Array.isArray(option)) onChange(option.part);
      }}
      aria-label={t('fmeaLibrary.bom.line.part')}
    />
  );
}
