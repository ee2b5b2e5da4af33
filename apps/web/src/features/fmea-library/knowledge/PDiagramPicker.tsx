import { type FactorCategory, P_DIAGRAM_ITEMS_MAX } from '@qis/shared';
import { Checkbox, Empty, Flex, Input, List, Modal, Pagination, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../../../locales';
import { countKnowledgeUse, fetchFactors, fetchFunctionsByPChart } from './api';
import { factorCategoryLabel } from './factor-labels';
import { idealOutputText, listHolds, listIsFull } from './pick-texts';
import './texts';

/** What a P-diagram list picks from: the factor library's factors of a category, or the function library. */
export type PDiagramPickSource = { source: 'factor'; category: FactorCategory } | { source: 'function' };

export interface PDiagramPickerProps {
  pick: PDiagramPickSource;
  projectId: string;
  elementId: string;
  /** The list's items as they are in the form. */
  current: readonly string[];
  onPick: (texts: string[]) => void;
  onClose: () => void;
}

interface Row {
  id: string;
  text: string;
  /** The requirement of a function, the description of a factor. */
  detail: string;
  typePath: string | null;
  useCount: number;
  ofElementType: boolean;
}

const PAGE_SIZE = 10;

/**
 * Several entries of the influencing-factor library (or the function library, for ideal outputs) picked at once into
 * a list of a P-diagram: those of the element's part type first, a text the list holds already not pickable. Adding
 * counts a use of each.
 */
export function PDiagramPicker({ pick, projectId, elementId, current, onPick, onClose }: PDiagramPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [typePath, setTypePath] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const holds = useMemo(() => listHolds(current), [current]);
  const room = P_DIAGRAM_ITEMS_MAX - current.length;
  const category = pick.source === 'factor' ? pick.category : undefined;

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const paging = {
          projectId,
          elementId,
          SkipCount: (page - 1) * PAGE_SIZE,
          MaxResultCount: PAGE_SIZE,
          ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
        };
        const answer = category
          ? await fetchFactors({ ...paging, category }).then((a) => ({
              ...a,
              rows: a.items.map((f) => ({ ...f, text: f.name, detail: f.description })),
            }))
          : await fetchFunctionsByPChart(paging).then((a) => ({
              ...a,
              rows: a.items.map((f) => ({ ...f, text: idealOutputText(f.name, f.requirement), detail: '' })),
            }));
        if (!live) return;
        setRows(answer.rows);
        setTotal(answer.totalCount);
        setTypePath(answer.elementTypePath);
      } catch {
        // the HTTP client has shown the message
      } finally {
        if (live) setLoading(false);
      }
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, page, category, projectId, elementId]);

  const toggle = (row: Row, on: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (on) next.set(row.id, row.text);
      else next.delete(row.id);
      return next;
    });

  const add = () => {
    const ids = [...chosen.keys()];
    if (ids.length === 0) return;
    void countKnowledgeUse(category ? 'factor' : 'knowledge', ...ids);
    onPick([...chosen.values()]);
    onClose();
  };

  const title = category
    ? t('knowledge.pickFactor.title', { category: factorCategoryLabel(category) })
    : t('knowledge.pickFunction.title');
  return (
    <Modal
      open
      width={760}
      title={title}
      onCancel={onClose}
      onOk={add}
      okText={t('knowledge.pickMany.add', { count: chosen.size })}
      okButtonProps={{ disabled: chosen.size === 0, 'data-testid': 'pd-picker-add' } as never}
    >
      <Flex vertical gap={8} data-testid="pd-picker">
        <Input.Search
          allowClear
          autoFocus
          placeholder={t('knowledge.pick.search')}
          maxLength={100}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(1);
          }}
          data-testid="pd-picker-search"
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {typePath ? t('knowledge.pickMany.elementType', { path: typePath }) : t('knowledge.pickMany.noType')}
        </Typography.Text>
        <Spin spinning={loading}>
          <div style={{ minHeight: 320, maxHeight: 440, overflow: 'auto' }}>
            {rows.length === 0 && !loading ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.pick.empty')} />
            ) : (
              <List<Row>
                size="small"
                dataSource={rows}
                renderItem={(row) => {
                  const already = holds(row.text);
                  const checked = chosen.has(row.id);
                  const disabled = already || (!checked && chosen.size >= room) || listIsFull(current);
                  return (
                    <List.Item data-testid="pd-picker-item" data-text={row.text}>
                      <Checkbox
                        checked={checked || already}
                        disabled={disabled}
                        onChange={(event) => toggle(row, event.target.checked)}
                        style={{ width: '100%' }}
                      >
                        <Flex vertical>
                          <Flex gap={6} align="center" wrap>
                            <span>{row.text}</span>
                            {row.ofElementType && <Tag color="blue">{t('knowledge.pickMany.ofType')}</Tag>}
                            {already && <Tag>{t('knowledge.pickMany.already')}</Tag>}
                          </Flex>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {[
                              row.detail,
                              row.typePath ?? t('knowledge.unclassified'),
                              t('knowledge.pick.uses', { count: row.useCount }),
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Typography.Text>
                        </Flex>
                      </Checkbox>
                    </List.Item>
                  );
                }}
              />
            )}
          </div>
        </Spin>
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('knowledge.pickMany.total', { total })}
          </Typography.Text>
          <Pagination
            size="small"
            simple
            current={page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={setPage}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
