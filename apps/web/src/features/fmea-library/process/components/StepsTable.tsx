import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  missingFourM,
  PROCESS_STEP_TYPES,
  STEP_NUMBER_PATTERN,
  unorderedStepNumbers,
  WORK_ELEMENT_CATEGORIES,
  workElementCounts,
} from '@qis/shared';
import { Button, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { type MessageKey, t } from '../../../../locales';
import { StepSymbol } from '../flow/FlowLegend';
import {
  addElement,
  type EditElement,
  type EditStep,
  moveStep,
  removeElement,
  removeStep,
  updateElement,
  updateStep,
} from '../steps-editing';

interface Props {
  steps: EditStep[];
  onChange: (steps: EditStep[]) => void;
  readOnly: boolean;
  expanded: string[];
  onExpand: (keys: string[]) => void;
}

const typeOptions = PROCESS_STEP_TYPES.map((type) => ({
  value: type,
  label: (
    <Space size={6}>
      <StepSymbol type={type} size={14} />
      {t(`fmeaProcess.type.${type}` as MessageKey)}
    </Space>
  ),
}));
const categoryOptions = WORK_ELEMENT_CATEGORIES.map((category) => ({
  value: category,
  label: t(`fmeaProcess.m.long.${category}` as MessageKey),
}));
const short = (category: (typeof WORK_ELEMENT_CATEGORIES)[number]) => t(`fmeaProcess.m.${category}` as MessageKey);

/**
 * The steps of a process in their order, edited in place: station number, name, type (with its flow-chart symbol),
 * description; each step's row expands into its 4M work elements (category, name, description). Numbers that are not
 * valid, repeat or do not rise are marked; a step lacking one of the 4M says which.
 */
export function StepsTable({ steps, onChange, readOnly, expanded, onExpand }: Props) {
  const unordered = new Set(unorderedStepNumbers(steps.map((s) => s.number.trim())));
  const numberCounts = new Map<string, number>();
  for (const s of steps) {
    const key = s.number.trim().toLowerCase();
    numberCounts.set(key, (numberCounts.get(key) ?? 0) + 1);
  }
  const badNumber = (s: EditStep) =>
    !STEP_NUMBER_PATTERN.test(s.number.trim()) || (numberCounts.get(s.number.trim().toLowerCase()) ?? 0) > 1;

  const elementsOf = (step: EditStep, index: number) => (
    <div data-testid={`process-elements-${index}`}>
      <Table<EditElement>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={step.elements}
        locale={{ emptyText: t('fmeaProcess.element.empty') }}
        columns={[
          {
            title: t('fmeaProcess.element.category'),
            key: 'category',
            width: 200,
            render: (_: unknown, element) =>
              readOnly ? (
                t(`fmeaProcess.m.long.${element.category}` as MessageKey)
              ) : (
                <Select
                  value={element.category}
                  options={categoryOptions}
                  style={{ width: 180 }}
                  aria-label={t('fmeaProcess.element.category')}
                  onChange={(category) => onChange(updateElement(steps, step.key, element.key, { category }))}
                />
              ),
          },
          {
            title: t('fmeaProcess.element.name'),
            key: 'name',
            render: (_: unknown, element) =>
              readOnly ? (
                element.name
              ) : (
                <Input
                  value={element.name}
                  maxLength={100}
                  status={element.name.trim() ? undefined : 'error'}
                  aria-label={t('fmeaProcess.element.name')}
                  onChange={(e) => onChange(updateElement(steps, step.key, element.key, { name: e.target.value }))}
                />
              ),
          },
          {
            title: t('fmeaProcess.element.description'),
            key: 'description',
            render: (_: unknown, element) =>
              readOnly ? (
                element.description
              ) : (
                <Input
                  value={element.description}
                  maxLength={300}
                  aria-label={t('fmeaProcess.element.description')}
                  onChange={(e) =>
                    onChange(updateElement(steps, step.key, element.key, { description: e.target.value }))
                  }
                />
              ),
          },
          ...(readOnly
            ? []
            : [
                {
                  key: 'actions',
                  width: 48,
                  render: (_: unknown, element: EditElement) => (
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('fmeaProcess.element.remove')}
                      onClick={() => onChange(removeElement(steps, step.key, element.key))}
                    />
                  ),
                },
              ]),
        ]}
      />
      {!readOnly && (
        <Space wrap style={{ marginTop: 8 }}>
          {WORK_ELEMENT_CATEGORIES.map((category) => (
            <Button
              key={category}
              size="small"
              icon={<PlusOutlined />}
              onClick={() => onChange(addElement(steps, step.key, category))}
              data-testid={`process-add-element-${category}`}
            >
              {t('fmeaProcess.element.add', { category: short(category) })}
            </Button>
          ))}
        </Space>
      )}
    </div>
  );

  return (
    <Table<EditStep>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={steps}
      locale={{ emptyText: t('fmeaProcess.steps.empty') }}
      expandable={{
        expandedRowKeys: expanded,
        onExpandedRowsChange: (keys) => onExpand(keys.map(String)),
        expandedRowRender: (step, index) => elementsOf(step, index),
      }}
      onRow={(_, index) => ({ 'data-testid': `process-step-${index}` }) as never}
      data-testid="process-steps"
      columns={[
        {
          title: '#',
          key: 'order',
          width: readOnly ? 48 : 96,
          render: (_: unknown, step, index) => (
            <Space size={0}>
              <Typography.Text type="secondary">{index + 1}</Typography.Text>
              {!readOnly && (
                <>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={t('fmeaProcess.steps.up')}
                    onClick={() => onChange(moveStep(steps, step.key, -1))}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === steps.length - 1}
                    aria-label={t('fmeaProcess.steps.down')}
                    onClick={() => onChange(moveStep(steps, step.key, 1))}
                  />
                </>
              )}
            </Space>
          ),
        },
        {
          title: t('fmeaProcess.steps.column.number'),
          key: 'number',
          width: 120,
          render: (_: unknown, step, index) => {
            const warn = unordered.has(index) ? t('fmeaProcess.steps.unordered') : null;
            if (readOnly) return warn ? <Tooltip title={warn}>{step.number} ⚠</Tooltip> : step.number;
            return (
              <Tooltip title={warn}>
                <Input
                  value={step.number}
                  maxLength={20}
                  status={badNumber(step) ? 'error' : warn ? 'warning' : undefined}
                  aria-label={t('fmeaProcess.steps.column.number')}
                  onChange={(e) => onChange(updateStep(steps, step.key, { number: e.target.value }))}
                />
              </Tooltip>
            );
          },
        },
        {
          title: t('fmeaProcess.steps.column.name'),
          key: 'name',
          render: (_: unknown, step) =>
            readOnly ? (
              step.name
            ) : (
              <Input
                value={step.name}
                maxLength={100}
                status={step.name.trim() ? undefined : 'error'}
                aria-label={t('fmeaProcess.steps.column.name')}
                onChange={(e) => onChange(updateStep(steps, step.key, { name: e.target.value }))}
              />
            ),
        },
        {
          title: t('fmeaProcess.steps.column.type'),
          key: 'type',
          width: 160,
          render: (_: unknown, step) =>
            readOnly ? (
              <Space size={6}>
                <StepSymbol type={step.stepType} size={14} />
                {t(`fmeaProcess.type.${step.stepType}` as MessageKey)}
              </Space>
            ) : (
              <Select
                value={step.stepType}
                options={typeOptions}
                style={{ width: 145 }}
                aria-label={t('fmeaProcess.steps.column.type')}
                onChange={(stepType) => onChange(updateStep(steps, step.key, { stepType }))}
              />
            ),
        },
        {
          title: t('fmeaProcess.steps.column.description'),
          key: 'description',
          render: (_: unknown, step) =>
            readOnly ? (
              step.description
            ) : (
              <Input
                value={step.description}
                maxLength={500}
                aria-label={t('fmeaProcess.steps.column.description')}
                onChange={(e) => onChange(updateStep(steps, step.key, { description: e.target.value }))}
              />
            ),
        },
        {
          title: t('fmeaProcess.steps.column.elements'),
          key: 'elements',
          width: 230,
          render: (_: unknown, step) => {
            const counts = workElementCounts(step.elements);
            const missing = missingFourM(step.elements);
            return (
              <Space size={[4, 4]} wrap data-testid="process-step-4m">
                {WORK_ELEMENT_CATEGORIES.filter((c) => counts[c] > 0).map((c) => (
                  <Tag key={c} color="blue" style={{ marginInlineEnd: 0 }}>
                    {short(c)} {counts[c]}
                  </Tag>
                ))}
                {missing.length > 0 && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    {t('fmeaProcess.steps.missing', { categories: missing.map(short).join('、') })}
                  </Typography.Text>
                )}
              </Space>
            );
          },
        },
        ...(readOnly
          ? []
          : [
              {
                key: 'actions',
                width: 48,
                render: (_: unknown, step: EditStep) => (
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('fmeaProcess.steps.remove')}
                    onClick={() => onChange(removeStep(steps, step.key))}
                  />
                ),
              },
            ]),
      ]}
    />
  );
}
