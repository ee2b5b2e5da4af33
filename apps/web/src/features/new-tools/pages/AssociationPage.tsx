import type { AssociationDiagram } from '@qis/shared';
import { useParams } from 'react-router';
import { t } from '../../../locales';
import { AssociationEditor } from '../association/AssociationEditor';
import { parseAssociation } from '../association/association-commands';
import { DiagramFileFrame } from '../components/DiagramFileFrame';
import { useDiagramFile } from '../useDiagramFile';

const parse = (stored: unknown): AssociationDiagram => parseAssociation(stored, t('newTools.association.newProblem'));

/** /myTools/association/:id (also under /myFile and /recentChanges): a relations diagram file, saved automatically. */
export function AssociationPage() {
  const { id = '' } = useParams();
  const { file, diagram, failed, state, change, adopt } = useDiagramFile(id, 'association', parse);
  return (
    <DiagramFileFrame file={file} failed={failed} state={state} onFileChange={adopt}>
      {file && diagram && (
        <div style={{ height: 'calc(100vh - 230px)', minHeight: 520 }}>
          <AssociationEditor value={diagram} onChange={change} title={file.name} />
        </div>
      )}
    </DiagramFileFrame>
  );
}
