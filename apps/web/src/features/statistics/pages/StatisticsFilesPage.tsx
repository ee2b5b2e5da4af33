import {
  DeleteOutlined,
  DragOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  RestOutlined,
} from '@ant-design/icons';
import {
  DEFAULT_MS_SEQUENCE_STYLE,
  MS_NAME_MAX_LENGTH,
  type MsFileDto,
  type MsFileKind,
  type MsFolderNode,
  type MsItemDto,
  type MsQuickAccessDto,
  type MsSequenceStyleDto,
} from '@qis/shared';
import { App, Breadcrumb, Button, Card, Col, Empty, Flex, Input, Row, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { createFile } from '../api';
import { NameModal, NewFileModal, type NewFileValues, TargetFolderModal } from '../components/FileItemModals';
import { useFileSpace } from '../components/FileSpaceContext';
import { FilesOrderControl } from '../components/FilesOrderControl';
import { FilesSidebar } from '../components/FilesSidebar';
import { FolderItemsTable, type ItemAction } from '../components/FolderItemsTable';
import { folderRef, ROOT_FOLDER } from '../components/FolderTreeSelect';
import { KindFilesTable } from '../components/KindFilesTable';
import {
  duplicateFile,
  duplicateFolder,
  fetchClassification,
  fetchFolderItems,
  fetchFolderTree,
  fetchLastModified,
  fetchQuickAccess,
  fetchSequenceStyle,
  pinQuickAccess,
  relocateFiles,
  relocateFolders,
  removeItems,
  storeFileName,
  storeFolder,
  storeOrder,
  storeSequenceStyle,
  unpinQuickAccess,
} from '../files-api';
import { folderPath, reorderedItems } from '../files-order';

type Dialog =
  | { type: 'newFolder' }
  | { type: 'newFile' }
  | { type: 'rename'; item: MsItemDto }
  | { type: 'copy'; item: MsItemDto }
  | { type: 'move'; items: MsItemDto[] };

/** Most items one folder lists (the API's page limit); a folder holds far fewer in practice. */
const FOLDER_ITEMS_LIMIT = 1000;

/**
 * /statisticsFile: my folders and files (data files and saved analyses), quick access and the last changed files.
 * Inside a FileSpaceProvider it shows another space's files (/oldToolFile, /myFileList).
 */
export function StatisticsFilesPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { space, kinds, kindName, filePath, recycleBinPath, folderKey } = useFileSpace();
  // The folder last opened, kept for this browser tab so coming back to 我的文件 returns there. Not in the URL: a
  // query would open one page tab per folder.
  const [folderId, setFolderId] = useState<string | null>(() => sessionStorage.getItem(folderKey));
  const [tree, setTree] = useState<MsFolderNode[]>([]);
  const [items, setItems] = useState<MsItemDto[]>([]);
  const [loading, setLoading] = useState(false);
  // The name filter belongs to the folder it was typed in.
  const [search, setSearch] = useState<{ folderId: string | null; name: string }>({ folderId, name: '' });
  const name = search.folderId === folderId ? search.name : '';
  const [selected, setSelected] = useState<string[]>([]);
  const [quickAccess, setQuickAccess] = useState<MsQuickAccessDto[]>([]);
  const [recent, setRecent] = useState<MsFileDto[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [order, setOrder] = useState<MsSequenceStyleDto>(DEFAULT_MS_SEQUENCE_STYLE);
  const [counts, setCounts] = useState<{ kind: MsFileKind; count: number }[]>([]);
  // A kind chosen under 按类型 lists every file of that kind instead of a folder.
  const [kind, setKind] = useState<MsFileKind | null>(null);

  const openFolder = useCallback(
    (id: string | null) => {
      setKind(null);
      setFolderId(id);
      if (id) sessionStorage.setItem(folderKey, id);
      else sessionStorage.removeItem(folderKey);
    },
    [folderKey],
  );

  const loadItems = useCallback(async () => {
    setLoading(true);
    try {
      const page = await fetchFolderItems({
        SkipCount: 0,
        MaxResultCount: FOLDER_ITEMS_LIMIT,
        ...(folderId ? { folderId } : {}),
        ...(name ? { name } : {}),
        space,
      });
      setItems(page.items);
      setSelected([]);
    } catch {
      // The HTTP client has shown the message; a folder gone meanwhile (another tab) leaves for the root.
      if (folderId) openFolder(null);
    } finally {
      setLoading(false);
    }
  }, [folderId, name, openFolder, space]);
  const loadQuickAccess = useCallback(() => fetchQuickAccess(space).then(setQuickAccess, () => undefined), [space]);
  const loadSidebar = useCallback(() => {
    fetchFolderTree(space).then(setTree, () => undefined);
    void loadQuickAccess();
    fetchLastModified(space).then(setRecent, () => undefined);
    fetchClassification({ SkipCount: 0, MaxResultCount: 1, space }).then(
      (answer) => setCounts(answer.counts),
      () => undefined,
    );
  }, [space, loadQuickAccess]);
  const reloadAll = useCallback(() => {
    void loadItems();
    loadSidebar();
  }, [loadItems, loadSidebar]);

  useEffect(() => {
    void loadItems();
  }, [loadItems]);
  useEffect(() => loadSidebar(), [loadSidebar]);
  useEffect(() => {
    fetchSequenceStyle(space).then(setOrder, () => undefined);
  }, [space]);

  const changeOrder = async (next: MsSequenceStyleDto) => {
    setOrder(next);
    await storeSequenceStyle({ ...next, space }).catch(() => undefined);
    void loadItems();
  };

  const open = (item: MsItemDto) =>
    item.type === 'folder' ? openFolder(item.id) : navigate(filePath(item.kind ?? 'data', item.id));

  const remove = (targets: MsItemDto[]) =>
    modal.confirm({
      title: t('statistics.files.delete.title'),
      content: t('statistics.files.delete.content', { count: targets.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeItems({
          folderIds: targets.filter((item) => item.type === 'folder').map((item) => item.id),
          fileIds: targets.filter((item) => item.type === 'file').map((item) => item.id),
          space,
        });
        toast.success(t('statistics.files.deleted'));
        reloadAll();
      },
    });

  const act = async (action: ItemAction, item: MsItemDto) => {
    if (action === 'rename' || action === 'copy') setDialog({ type: action, item });
    else if (action === 'move') setDialog({ type: 'move', items: [item] });
    else if (action === 'delete') remove([item]);
    else if (action === 'pin') {
      await pinQuickAccess(item.id, space);
      toast.success(t('statistics.files.pinned'));
      void loadQuickAccess();
    } else {
      const order = reorderedItems(items, item.id, action === 'up' ? -1 : 1);
      if (!order) return;
      await storeOrder({ folderId, ...order, space });
      void loadItems();
    }
  };

  const path = useMemo(() => folderPath(tree, folderId), [tree, folderId]);
  const picked = items.filter((item) => selected.includes(item.id));

  return (
    <Row gutter={16}>
      <Col xs={24} lg={7} xxl={5}>
        <FilesSidebar
          tree={tree}
          folderId={folderId}
          onOpenFolder={openFolder}
          counts={counts}
          kind={kind}
          onOpenKind={setKind}
          quickAccess={quickAccess}
          onUnpin={(entry) => void unpinQuickAccess(entry.id, space).then(loadQuickAccess, () => undefined)}
          recent={recent}
        />
      </Col>
      <Col xs={24} lg={17} xxl={19}>
        {kind ? (
          <Card
            title={t('statistics.files.kindTitle', { kind: kindName(kind) })}
            extra={
              <Button icon={<FolderOpenOutlined />} onClick={() => openFolder(folderId)}>
                {t('statistics.files.backToFolder')}
              </Button>
            }
          >
            <KindFilesTable key={kind} kind={kind} />
          </Card>
        ) : (
          <Card
            title={
              <Breadcrumb
                data-testid="files-breadcrumb"
                items={[
                  { id: null, name: t('statistics.files.root') },
                  ...path.map((folder) => ({ id: folder.id, name: folder.name })),
                ].map((crumb, index, all) => ({
                  title:
                    index === all.length - 1 ? (
                      crumb.name
                    ) : (
                      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openFolder(crumb.id)}>
                        {crumb.name}
                      </Button>
                    ),
                }))}
              />
            }
            extra={
              <Link to={recycleBinPath}>
                <Button type="text" icon={<RestOutlined />}>
                  {t('statistics.recycle.title')}
                </Button>
              </Link>
            }
          >
            <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
              <Space wrap>
                <Input.Search
                  key={folderId ?? ROOT_FOLDER}
                  allowClear
                  maxLength={MS_NAME_MAX_LENGTH}
                  placeholder={t('statistics.files.search')}
                  style={{ width: 260 }}
                  onSearch={(value) => setSearch({ folderId, name: value.trim() })}
                />
                <FilesOrderControl value={order} onChange={(next) => void changeOrder(next)} />
              </Space>
              <Space wrap>
                {picked.length > 0 && (
                  <>
                    <Button icon={<DragOutlined />} onClick={() => setDialog({ type: 'move', items: picked })}>
                      {t('statistics.files.moveSelected', { count: picked.length })}
                    </Button>
                    <Button danger icon={<DeleteOutlined />} onClick={() => remove(picked)}>
                      {t('statistics.files.deleteSelected', { count: picked.length })}
                    </Button>
                  </>
                )}
                <Button
                  icon={<FolderAddOutlined />}
                  onClick={() => setDialog({ type: 'newFolder' })}
                  data-testid="files-new-folder"
                >
                  {t('statistics.files.newFolder')}
                </Button>
                <Button
                  type="primary"
                  icon={<FileAddOutlined />}
                  onClick={() => setDialog({ type: 'newFile' })}
                  data-testid="files-new-file"
                >
                  {t('statistics.files.newFile')}
                </Button>
              </Space>
            </Flex>
            <FolderItemsTable
              items={items}
              loading={loading}
              selected={selected}
              onSelect={setSelected}
              onOpen={open}
              onAction={(action, item) => void act(action, item).catch(() => undefined)}
              canReorder={order.sequence === 'custom'}
              emptyText={
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={name ? t('statistics.files.emptySearch', { name }) : t('statistics.files.empty')}
                />
              }
            />
          </Card>
        )}
      </Col>
      {dialog?.type === 'newFolder' && (
        <NameModal
          title={t('statistics.files.newFolder')}
          onClose={() => setDialog(null)}
          onSubmit={async ({ name: folderName }) => {
            await storeFolder({ parentId: folderId, name: folderName, space });
            reloadAll();
          }}
        />
      )}
      {dialog?.type === 'newFile' && (
        <NewFileModal
          title={t('statistics.files.newFile')}
          initialKind={kinds[0] ?? 'data'}
          onClose={() => setDialog(null)}
          onSubmit={async (values: NewFileValues) => {
            const file = await createFile({
              folderId,
              name: values.name,
              kind: values.kind,
              dataFileId: values.dataFileId ?? null,
              space,
            });
            navigate(filePath(file.kind, file.id));
          }}
        />
      )}
      {dialog?.type === 'rename' && (
        <NameModal
          title={t('statistics.files.rename')}
          initialName={dialog.item.name}
          onClose={() => setDialog(null)}
          onSubmit={async ({ name: newName }) => {
            const { item } = dialog;
            if (item.type === 'folder') {
              await storeFolder({ id: item.id, parentId: item.parentId, name: newName, version: item.version, space });
            } else await storeFileName({ id: item.id, name: newName, version: item.version, space });
            reloadAll();
          }}
        />
      )}
      {dialog?.type === 'copy' && (
        <TargetFolderModal
          title={t('statistics.files.copyTo')}
          initialFolder={folderId ?? ROOT_FOLDER}
          movingIds={[dialog.item.id]}
          onClose={() => setDialog(null)}
          onSubmit={async ({ folder }) => {
            const body = { id: dialog.item.id, targetFolderId: folderRef(folder), space };
            await (dialog.item.type === 'folder' ? duplicateFolder(body) : duplicateFile(body));
            toast.success(t('statistics.files.copied'));
            reloadAll();
          }}
        />
      )}
      {dialog?.type === 'move' && (
        <TargetFolderModal
          title={t('statistics.files.moveTo')}
          initialFolder={folderId ?? ROOT_FOLDER}
          movingIds={dialog.items.map((item) => item.id)}
          onClose={() => setDialog(null)}
          onSubmit={async ({ folder }) => {
            const targetFolderId = folderRef(folder);
            const folderIds = dialog.items.filter((item) => item.type === 'folder').map((item) => item.id);
            const fileIds = dialog.items.filter((item) => item.type === 'file').map((item) => item.id);
            if (folderIds.length > 0) await relocateFolders({ ids: folderIds, targetFolderId, space });
            if (fileIds.length > 0) await relocateFiles({ ids: fileIds, targetFolderId, space });
            toast.success(t('statistics.files.moved'));
            reloadAll();
          }}
        />
      )}
    </Row>
  );
}
