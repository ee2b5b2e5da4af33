import type { MsFolderNode } from '@qis/shared';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchFolderTree } from '../files-api';

/** The root of my files in the folder pickers (the API's null). */
export const ROOT_FOLDER = '';

interface TreeOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

function optionsOf(nodes: MsFolderNode[], excluded: ReadonlySet<string>): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    // A folder cannot go into itself or below it.
    disabled: excluded.has(node.id),
    children: excluded.has(node.id) ? [] : optionsOf(node.children, excluded),
  }));
}

interface FolderTreeSelectProps {
  id?: string;
  /** A folder id, or ROOT_FOLDER. */
  value?: string;
  onChange?: (value: string) => void;
  /** Folders that may not be chosen (with everything below them). */
  excluded?: ReadonlySet<string>;
}

/** Picks one of my folders, or the root 我的文件. */
export function FolderTreeSelect({ id, value, onChange, excluded = new Set() }: FolderTreeSelectProps) {
  const [tree, setTree] = useState<MsFolderNode[]>([]);
  useEffect(() => {
    fetchFolderTree().then(setTree, () => undefined);
  }, []);
  const treeData = [{ value: ROOT_FOLDER, title: t('statistics.files.root'), children: optionsOf(tree, excluded) }];
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
