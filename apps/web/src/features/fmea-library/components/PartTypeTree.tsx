import { P, type PartTypeNode } from '@qis/shared';
import { removePartType, savePartType } from '../api';
import { CategoryTree, type CategoryTreeProps } from './CategoryTree';

const TEXTS = {
  count: 'fmeaLibrary.types.partCount',
  addRoot: 'fmeaLibrary.types.addRoot',
  addChild: 'fmeaLibrary.types.addChild',
  edit: 'fmeaLibrary.types.edit',
  delete: 'fmeaLibrary.types.delete',
  deleteConfirm: 'fmeaLibrary.types.delete.confirm',
  deleted: 'fmeaLibrary.types.deleted',
  empty: 'fmeaLibrary.types.empty',
  saved: 'fmeaLibrary.types.saved',
  newTitle: 'fmeaLibrary.types.newTitle',
  editTitle: 'fmeaLibrary.types.editTitle',
  name: 'fmeaLibrary.types.name',
  nameRequired: 'fmeaLibrary.types.name.required',
  parent: 'fmeaLibrary.types.parent',
  parentNone: 'fmeaLibrary.types.parent.none',
} as const;

/** The part types as a tree; a click selects a type (again: all types). Editable on /FMEAProductListType. */
export function PartTypeTree(props: CategoryTreeProps<PartTypeNode>) {
  return (
    <CategoryTree
      {...props}
      point={P.fmea.PartsLibrary.key}
      texts={TEXTS}
      testId="part-type"
      ownCount={(node) => node.partCount}
      save={savePartType}
      remove={removePartType}
    />
  );
}
