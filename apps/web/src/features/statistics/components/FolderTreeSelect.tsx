import type { MsFolderNode } from '@qis/shared';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchFolderTree, fetchMoveTargets } from '../files-api';
import { useFileSpace } from './FileSpaceContext';

/** The root of my files in the folder pickers (the API's null). */
export const ROOT_FOLDER = '';

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const optionsOf = (nodes: MsFolderNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: optionsOf(node.children) }));

interface FolderTreeSelectProps {
  id?: string;
  /** A folder id, or ROOT_FOLDER. */
  value?: string;
  onChange?: (value: string) => void;
  /** The folders and files about to be moved or copied: the tree leaves out those folders and their subtrees. */
  movingIds?: readonly string[];
}

/** Picks one of my folders, or the root 我的文件 (for moving or copying: only where the items may go). */
export function FolderTreeSelect({ id, value, onChange, movingIds }: FolderTreeSelectProps) {
  const { space } = useFileSpace();
  const [tree, setTree] = useState<MsFolderNode[]>([]);
  const moving = movingIds?.join(',');
  useEffect(() => {
    const load =
      moving === undefined
        ? fetchFolderTree(space)
        : fetchMoveTargets(moving.split(','), space).then((targets) => targets.folders);
    load.then(setTree, () => undefined);
  }, [moving, space]);
  const treeData = [{ value: ROOT_FOLDER, title: t('statistics.files.root'), children: optionsOf(tree) }];
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={onChange}
      treeData={treeData}
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}

/** The API's folder reference of a picked folder. */
export const folderRef = (value: string | undefined) => (value ? value : null);
