import type { OutlineNode } from '@qis/shared';
import { useParams } from 'react-router';
import { t } from '../../../locales';
import { DIAGRAM_EDITOR_HEIGHT, DiagramFileFrame } from '../components/DiagramFileFrame';
import { OutlineEditor } from '../outline/OutlineEditor';
import { parseOutline } from '../outline/parse-outline';
import { useDiagramFile } from '../useDiagramFile';

/** /myTools/PDPC/:id (also /myFile/PDPC/:id, /recentChanges/PDPC/:id) — a PDPC chart: the plan, its risks and countermeasures. */
export function PdpcPage() {
  const { id = '' } = useParams();
  const { file, diagram, failed, state, change, adopt } = useDiagramFile(id, 'pdpc', (stored) =>
    parseOutline(stored, 'pdpc', t('newTools.pdpc.goal')),
  );
  return (
    <DiagramFileFrame file={file} failed={failed} state={state} onFileChange={adopt}>
      {file && diagram && (
        <div style={DIAGRAM_EDITOR_HEIGHT}>
          <OutlineEditor value={diagram.root} onChange={(root: OutlineNode) => change({ root })} style="pdpc" />
        </div>
      )}
    </DiagramFileFrame>
  );
}
