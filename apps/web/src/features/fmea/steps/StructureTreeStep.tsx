import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { childTypeOf, FMEA_KINDS, type StructureElement } from '@qis/shared';
import type { TreeProps } from 'antd';
import { App, Button, Card, Empty, Flex, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { useFmeaApi, useFmeaKind } from '../project/FmeaKindContext';
import { childrenByParent, elementRemoval } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { removalText } from '../project/removal-text';
import { ElementModal, type ElementValues } from './ElementModal';
import { ImportFormSheetModal } from './ImportFormSheetModal';
import { MsrSourceDfmea } from './linkage/MsrSourceDfmea';

type Editing =
  | { mode: 'add'; parentId: string | null; initial: ElementValues }
  | { mode: 'rename'; element: StructureElement; initial: ElementValues };

/** Step 2, the structure tree: add a child, rename, delete (naming what goes with it), drag to re-parent or reorder. */
export function StructureTreeStep() {
  const { deleteElement, moveElement, saveElement, importFormSheet } = useFmeaApi();
  const kind = useFmeaKind();
  const process = kind === FMEA_KINDS.pfmea;
  const blank = (parent: StructureElement | null): ElementValues => {
    const type = childTypeOf(kind, parent?.type ?? null);
    return { name: '', type, number: '', workElementCategory: type === 'workElement' ? 'machine' : null };
  };
  const { project, net, readOnly, run, reload } = useProject();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [importing, setImporting] = useState(false);
  // Every element is open but those the user folded (a new child shows at once).
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const children = useMemo(() => childrenByParent(net.elements), [net.elements]);
  const byId = useMemo(() => new Map(net.elements.map((e) => [e.id, e])), [net.elements]);

  const save = async (values: ElementValues) => {
    if (!editing) return;
    const body =
      editing.mode === 'add'
        ? { projectId: project.id, parentId: editing.parentId, ...values }
        : {
            projectId: project.id,
            id: editing.element.id,
            version: editing.element.version,
            parentId: editing.element.parentId,
            ...values,
          };
    if (await run(() => saveElement(body), t('fmea.structure.saved'))) {
      setEditing(null);
      await reload();
    }
  };

  const remove = (element: StructureElement) => {
    const parts = removalText(elementRemoval(net, element.id));
    modal.confirm({
      title: t('fmea.structure.deleteTitle', { name: element.name }),
      content: parts ? t('fmea.structure.deleteContent', { parts }) : t('fmea.structure.deleteNothing'),
      okButtonProps: { danger: true, 'data-testid': 'fmea-confirm-delete' } as never,
      onOk: async () => {
        const removed = await run(() =>
          deleteElement({ projectId: project.id, id: element.id, version: element.version }),
        );
        if (removed) {
          const text = removalText(removed);
          toast.success(text ? t('fmea.structure.deleted', { parts: text }) : t('fmea.structure.saved'));
          await reload();
        }
      },
    });
  };

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const dragged = byId.get(String(info.dragNode.key));
    const target = byId.get(String(info.node.key));
    if (!dragged || !target) return;
    let parentId: string | null;
    let index: number;
    if (!info.dropToGap) {
      parentId = target.id;
      index = 0;
    } else {
      const position = info.node.pos.split('-');
      const relative = info.dropPosition - Number(position[position.length - 1]);
      parentId = target.parentId;
      const siblings = (children.get(parentId) ?? []).filter((e) => e.id !== dragged.id);
      index = siblings.findIndex((e) => e.id === target.id) + (relative === -1 ? 0 : 1);
    }
    if (
      await run(() => moveElement({ projectId: project.id, id: dragged.id, version: dragged.version, parentId, index }))
    ) {
      await reload();
    }
  };

  const title = (element: StructureElement) => (
    <Flex gap={6} align="center" className="fmea-tree-node" data-testid="fmea-tree-node" data-name={element.name}>
      <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
        {t(`fmea.structure.type.${element.type}` as MessageKey)}
        {element.workElementCategory &&
          ` · ${t(`fmea.structure.category.${element.workElementCategory}` as MessageKey)}`}
      </Tag>
      <span>{element.name}</span>
      {element.number && <Typography.Text type="secondary">{element.number}</Typography.Text>}
      {!readOnly && (
        <span>
          <Button
            size="small"
            type="text"
            icon={<PlusOutlined />}
            title={t('fmea.structure.addChild')}
            aria-label={`${t('fmea.structure.addChild')} ${element.name}`}
            data-testid="fmea-tree-add-child"
            onClick={() =>
              setEditing({
                mode: 'add',
                parentId: element.id,
                initial: blank(element),
              })
            }
          />
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            title={t('fmea.structure.rename')}
            aria-label={`${t('fmea.structure.rename')} ${element.name}`}
            data-testid="fmea-tree-rename"
            onClick={() =>
              setEditing({
                mode: 'rename',
                element,
                initial: {
                  name: element.name,
                  type: element.type,
                  number: element.number,
                  workElementCategory: element.workElementCategory,
                },
              })
            }
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            title={t('fmea.structure.delete')}
            aria-label={`${t('fmea.structure.delete')} ${element.name}`}
            data-testid="fmea-tree-delete"
            onClick={() => remove(element)}
          />
        </span>
      )}
    </Flex>
  );

  const toData = (parentId: string | null): NonNullable<TreeProps['treeData']> =>
    (children.get(parentId) ?? []).map((element) => ({
      key: element.id,
      title: title(element),
      children: toData(element.id),
    }));
  const treeData = toData(null);

  return (
    <Card
      title={t('fmea.structure.title')}
      size="small"
      extra={
        !readOnly && (
          <Flex gap={8} align="center">
            <Typography.Text type="secondary">{t('fmea.structure.dragHint')}</Typography.Text>
            {net.elements.length === 0 && importFormSheet && (
              <Button icon={<UploadOutlined />} data-testid="fmea-import-open" onClick={() => setImporting(true)}>
                {t('fmea.import.open')}
              </Button>
            )}
            <Button
              icon={<PlusOutlined />}
              data-testid="fmea-tree-add-root"
              onClick={() => setEditing({ mode: 'add', parentId: null, initial: blank(null) })}
            >
              {t(process ? 'fmea.structure.addRoot.1' : 'fmea.structure.addRoot')}
            </Button>
          </Flex>
        )
      }
    >
      {kind === FMEA_KINDS.msr && <MsrSourceDfmea />}
      {treeData.length === 0 ? (
        <Empty description={t(process ? 'fmea.structure.empty.1' : 'fmea.structure.empty')} />
      ) : (
        <Tree
          treeData={treeData}
          expandedKeys={net.elements.filter((e) => !folded.has(e.id)).map((e) => e.id)}
          onExpand={(_, { node, expanded }) =>
            setFolded((current) => {
              const next = new Set(current);
              if (expanded) next.delete(String(node.key));
              else next.add(String(node.key));
              return next;
            })
          }
          blockNode
          draggable={!readOnly && { icon: false }}
          onDrop={onDrop}
          selectable={false}
          data-testid="fmea-structure-tree"
        />
      )}
      <ElementModal
        open={editing !== null}
        title={t(editing?.mode === 'rename' ? 'fmea.structure.rename' : 'fmea.structure.addChild')}
        initial={editing?.initial ?? blank(null)}
        onCancel={() => setEditing(null)}
        onOk={save}
      />
      {importing && (
        <ImportFormSheetModal
          projectId={project.id}
          onClose={() => setImporting(false)}
          onImported={() => void reload()}
        />
      )}
    </Card>
  );
}
