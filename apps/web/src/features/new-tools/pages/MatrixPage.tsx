import { useParams } from 'react-router';
import { DiagramFileFrame } from '../components/DiagramFileFrame';
import { MatrixEditor } from '../matrix/MatrixEditor';
import { parseMatrix } from '../matrix/matrix-parse';
import { useDiagramFile } from '../useDiagramFile';

/** /matrix/:id, /file_matrix/:id, /recent_matrix/:id — a matrix diagram file (L, T or Y), saved automatically. */
export function MatrixPage() {
  const { id = '' } = useParams();
  const { file, diagram, failed, state, change, replace, adopt } = useDiagramFile(id, 'matrix', parseMatrix);
  return (
    <DiagramFileFrame file={file} failed={failed} state={state} onFileChange={adopt}>
      {file && diagram && (
        <MatrixEditor file={file} diagram={diagram} state={state} onChange={change} onReplaced={replace} />
      )}
    </DiagramFileFrame>
  );
}
