import { SwapOutlined } from '@ant-design/icons';
import { exchangeTreeAffinity, type OutlineNode } from '@qis/shared';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../../locales';
import { callEndpoint } from '../../../shell/call-endpoint';
import { DIAGRAM_EDITOR_HEIGHT, DiagramFileFrame } from '../components/DiagramFileFrame';
import { OutlineEditor } from '../outline/OutlineEditor';
import { parseOutline } from '../outline/parse-outline';
import { TreeImportButton } from '../outline/TreeImportButton';
import { useDiagramFile } from '../useDiagramFile';

/** /myTools/tree/:id (also /myFile/tree/:id, /recentChanges/tree/:id) — a tree (systematic) diagram. */
export function TreePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { file, diagram, failed, state, change, replace, adopt } = useDiagramFile(id, 'tree', (stored) =>
    parseOutline(stored, 'tree', t('newTools.tree.goal')),
  );
  const busy = state === 'dirty' || state === 'saving';

  const toAffinity = async () => {
    const created = await callEndpoint(exchangeTreeAffinity, { body: { id } });
    navigate(`/affinity/${created.id}`);
  };

  return (
    <DiagramFileFrame file={file} failed={failed} state={state} onFileChange={adopt}>
      {file && diagram && (
        <div style={DIAGRAM_EDITOR_HEIGHT}>
          <OutlineEditor
            value={diagram.root}
            onChange={(root: OutlineNode) => change({ root })}
            style="tree"
            extraTools={
              <>
                <TreeImportButton file={file} busy={busy} onImported={replace} />
                <Button
                  icon={<SwapOutlined />}
                  disabled={busy}
                  onClick={() => void toAffinity()}
                  data-testid="tree-to-affinity"
                >
                  {t('newTools.tree.toAffinity')}
                </Button>
              </>
            }
          />
        </div>
      )}
    </DiagramFileFrame>
  );
}
