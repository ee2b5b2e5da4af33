import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { t } from '../../../locales';
import { EntryActions } from './EntryActions';

// The columns the library tables (knowledge, influencing factors, DVP tests) share.

const day = (iso: string) => iso.slice(0, 10);

/** The entry's part type as a path from its root, or 未分类. */
export function typePathColumn<T extends { typePath: string | null }>(width: number): ColumnType<T> {
  return {
    title: t('knowledge.column.type'),
    dataIndex: 'typePath',
    width,
    render: (path: string | null) =>
      path ?? <Typography.Text type="secondary">{t('knowledge.unclassified')}</Typography.Text>,
  };
}

interface Provenance {
  contributorName: string;
  creationTime: string;
  sourceProjectId: string | null;
  sourceProjectName: string | null;
  useCount: number;
}

/** Who contributed the entry and when, the project it was fed from (or 手动添加), how often it was used. */
export function provenanceColumns<T extends Provenance>(): ColumnType<T>[] {
  return [
    {
      title: t('knowledge.column.contributor'),
      dataIndex: 'contributorName',
      width: 100,
      render: (name: string, row) => (
        <>
          <div>{name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {day(row.creationTime)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('knowledge.column.source'),
      dataIndex: 'sourceProjectName',
      width: 130,
      ellipsis: true,
      render: (name: string, row) =>
        row.sourceProjectId ? (
          name
        ) : (
          <Typography.Text type="secondary">{t('knowledge.column.source.manual')}</Typography.Text>
        ),
    },
    useCountColumn(80),
  ];
}

export function useCountColumn<T extends { useCount: number }>(width: number): ColumnType<T> {
  return { title: t('knowledge.column.useCount'), dataIndex: 'useCount', width, align: 'center' };
}

/** 编辑 and 删除 of the row, for holders of the library point's actions. */
export function entryActionsColumn<T>(
  point: string,
  width: number,
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): ColumnType<T> {
  return {
    title: t('knowledge.column.actions'),
    key: 'actions',
    width,
    fixed: 'right',
    render: (_: unknown, row) => (
      <EntryActions point={point} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
    ),
  };
}
