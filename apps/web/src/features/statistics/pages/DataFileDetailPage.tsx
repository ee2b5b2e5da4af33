import {
  ArrowLeftOutlined,
  DeleteColumnOutlined,
  DeleteRowOutlined,
  InsertRowAboveOutlined,
  InsertRowLeftOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import type { FileSpace } from '@qis/shared';
import { columnLetter } from '@qis/stats/sheet';
import { Alert, App, Badge, Button, Card, Divider, Flex, Result, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useParams } from 'react-router';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError } from '../../../shell/http';
import { fetchDataSheet, storeDataSheet } from '../api';
import { DataGrid } from '../components/DataGrid';
import { DataGridModel, type GridRefusal } from '../components/DataGridModel';
import { type GridSelection, rangeOf, single } from '../components/DataGridSelection';
import { showRefusal } from '../components/grid-refusal';
import { WorkbenchAnalyseMenu } from '../components/WorkbenchAnalyses';

interface Loaded {
  name: string;
  version: number;
  model: DataGridModel;
}

const START: GridSelection = single({ row: 1, column: 0 });

/** The workbench each space's grid goes back to. */
const BACK: Record<FileSpace, string> = { statistics: '/statisticsTool', oldTools: '/myTool', newTools: '/myFileList' };

/**
 * /dataFileDetail/{id} (and /oldDataFileDetail/{id} in the old seven tools' space): the data file as a spreadsheet;
 * 保存 writes the whole sheet at the version it was read. The 分析 menu belongs to the statistics space only.
 */
export function DataFileDetailPage({ space = 'statistics' }: { space?: FileSpace }) {
  const { id = '' } = useParams();
  const { modal } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [revision, setRevision] = useState(0);
  const [selection, setSelection] = useState<GridSelection>(START);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // Edits since the last save started: an edit made while saving keeps the sheet unsaved.
  const edits = useRef(0);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const sheet = await fetchDataSheet(id, space);
      setLoaded({ name: sheet.name, version: sheet.version, model: new DataGridModel(sheet.columns, sheet.rowCount) });
      setSelection(START);
      setDirty(false);
      setRevision((r) => r + 1);
    } catch {
      setFailed(true);
    }
  }, [id, space]);

  useEffect(() => {
    setLoaded(null);
    void load();
  }, [load]);

  // What saving keeps; recounted after edits, not on every move of the selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the model is mutable; revision marks its changes
  const used = useMemo(() => loaded?.model.usedSize() ?? { rows: 0, columns: 0 }, [loaded, revision]);

  const edited = useCallback(() => {
    edits.current += 1;
    setDirty(true);
    setRevision((r) => r + 1);
  }, []);

  const save = useCallback(async () => {
    if (!loaded || saving) return;
    (document.activeElement as HTMLElement | null)?.blur?.();
    const before = edits.current;
    setSaving(true);
    try {
      const saved = await storeDataSheet({ id, columns: loaded.model.toSheet(), version: loaded.version }, space);
      setLoaded((current) => current && { ...current, version: saved.version, name: saved.name });
      if (edits.current === before) setDirty(false);
      toast.success(t('statistics.grid.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        modal.confirm({
          title: t('statistics.grid.conflict.title'),
          content: t('statistics.grid.conflict.content'),
          okText: t('statistics.grid.conflict.reload'),
          cancelText: t('statistics.grid.conflict.keep'),
          onOk: () => load(),
        });
      } else toast.error((error instanceof Error && error.message) || t('statistics.grid.failed'));
    } finally {
      setSaving(false);
    }
  }, [id, space, loaded, saving, modal, load]);

  // Ctrl+S saves; leaving with unsaved edits asks first (the browser's own prompt when the page itself is left).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (dirty) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [save, dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // One question per blocked navigation, however often the page renders meanwhile.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('statistics.grid.leave.title'),
      content: t('statistics.grid.leave.content'),
      okText: t('statistics.grid.leave.ok'),
      okButtonProps: { danger: true },
      cancelText: t('statistics.grid.leave.cancel'),
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state, modal]);

  if (failed)
    return (
      <Result
        status="404"
        title={t('statistics.dataFile.missing')}
        extra={
          <Link to={BACK[space]}>
            <Button type="primary">{t('statistics.grid.back')}</Button>
          </Link>
        }
      />
    );
  if (!loaded) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const { model } = loaded;
  const range = rangeOf(selection);
  const change = (work: () => GridRefusal | null | undefined, next?: GridSelection) => {
    const refusal = work();
    if (refusal) showRefusal(refusal);
    else {
      if (next) setSelection(next);
      edited();
    }
  };
  const dataRowsSelected = Math.max(1, range.bottom - Math.max(1, range.top) + 1);
  const columnsSelected = range.right - range.left + 1;
  const active = `${columnLetter(selection.anchor.column)}${selection.anchor.row + 1}`;

  return (
    <Card
      title={
        <Space>
          <Link to={BACK[space]}>
            <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label={t('statistics.grid.back')} />
          </Link>
          <span data-testid="data-file-name">{loaded.name}</span>
          <Badge
            status={dirty ? 'warning' : 'success'}
            text={
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-testid="data-grid-state">
                {dirty ? t('statistics.grid.dirty') : t('statistics.grid.clean')}
              </Typography.Text>
            }
          />
        </Space>
      }
      extra={
        <Space>
          {space === 'statistics' && <WorkbenchAnalyseMenu dataFileId={id} />}
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={!dirty}
            onClick={() => void save()}
            data-testid="data-grid-save"
          >
            {t('statistics.grid.save')}
          </Button>
        </Space>
      }
      styles={{ body: { paddingTop: 12 } }}
    >
      <Flex align="center" gap={4} wrap style={{ marginBottom: 8 }}>
        <Button
          size="small"
          icon={<InsertRowAboveOutlined />}
          onClick={() => change(() => model.insertRows(Math.max(1, range.top), dataRowsSelected))}
        >
          {t('statistics.grid.insertRow')}
        </Button>
        <Button
          size="small"
          icon={<DeleteRowOutlined />}
          onClick={() =>
            change(
              () => model.deleteRows(range.top, range.bottom),
              single({ row: Math.max(1, Math.min(range.top, model.rowCount - 2)), column: range.left }),
            )
          }
        >
          {t('statistics.grid.deleteRow')}
        </Button>
        <Button
          size="small"
          icon={<InsertRowLeftOutlined />}
          onClick={() => change(() => model.insertColumns(range.left, columnsSelected))}
        >
          {t('statistics.grid.insertColumn')}
        </Button>
        <Button
          size="small"
          icon={<DeleteColumnOutlined />}
          onClick={() =>
            change(
              () => model.deleteColumns(range.left, range.right),
              single({ row: range.top, column: Math.max(0, Math.min(range.left, model.columnCount - 2)) }),
            )
          }
        >
          {t('statistics.grid.deleteColumn')}
        </Button>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => change(() => model.ensureSize(model.rowCount + 100, model.columnCount))}
        >
          {t('statistics.grid.appendRows')}
        </Button>
        <Divider orientation="vertical" />
        <Typography.Text type="secondary" data-testid="data-grid-size">
          {t('statistics.grid.size', { rows: used.rows, columns: used.columns })}
        </Typography.Text>
      </Flex>
      <Flex
        align="center"
        gap={8}
        style={{ marginBottom: 8, border: '1px solid rgba(5,5,5,0.06)', padding: '2px 8px', minHeight: 28 }}
      >
        <Typography.Text strong style={{ width: 64 }} data-testid="data-grid-active">
          {active}
        </Typography.Text>
        <Divider orientation="vertical" />
        <Typography.Text ellipsis style={{ flex: 1 }}>
          {model.get(selection.anchor.row, selection.anchor.column)}
        </Typography.Text>
      </Flex>
      <DataGrid
        model={model}
        revision={revision}
        selection={selection}
        onSelect={setSelection}
        onEdit={edited}
        height="max(320px, calc(100vh - 410px))"
      />
      <Alert type="info" showIcon={false} title={t('statistics.grid.help')} style={{ marginTop: 8 }} banner />
    </Card>
  );
}
