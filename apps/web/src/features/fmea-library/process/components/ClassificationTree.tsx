import { P } from '@qis/shared';
import { CategoryTree, type CategoryTreeProps } from '../../components/CategoryTree';
import { type ProcessClassificationNode, removeClassification, saveClassification } from '../api';

const TEXTS = {
  count: 'fmeaProcess.class.count',
  addRoot: 'fmeaProcess.class.addRoot',
  addChild: 'fmeaProcess.class.addChild',
  edit: 'fmeaProcess.class.edit',
  delete: 'fmeaProcess.class.delete',
  deleteConfirm: 'fmeaProcess.class.delete.confirm',
  deleted: 'fmeaProcess.class.deleted',
  empty: 'fmeaProcess.class.empty',
  saved: 'fmeaProcess.class.saved',
  newTitle: 'fmeaProcess.class.newTitle',
  editTitle: 'fmeaProcess.class.editTitle',
  name: 'fmeaProcess.class.name',
  nameRequired: 'fmeaProcess.class.name.required',
  parent: 'fmeaProcess.class.parent',
  parentNone: 'fmeaProcess.class.parent.none',
} as const;

/** The process classifications as a tree; a click selects one (again: all). Editable on /FMEAProcessClassification. */
export function ClassificationTree(props: CategoryTreeProps<ProcessClassificationNode>) {
  return (
    <CategoryTree
      {...props}
      point={P.fmea.ProcessClassification.key}
      texts={TEXTS}
      testId="process-class"
      ownCount={(node) => node.processCount}
      save={saveClassification}
      remove={removeClassification}
    />
  );
}
