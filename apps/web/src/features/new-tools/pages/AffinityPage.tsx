import { SwapOutlined } from '@ant-design/icons';
import { type AffinityDiagram, AffinityDiagramSchema, exchangeTreeAffinity } from '@qis/shared';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../../locales';
import { callEndpoint } from '../../../shell/call-endpoint';
import { AffinityEditor } from '../affinity/AffinityEditor';
import { DIAGRAM_EDITOR_HEIGHT, DiagramFileFrame } from '../components/DiagramFileFrame';
import { useDiagramFile } from '../useDiagramFile';

const parse = (stored: unknown): AffinityDiagram => {
  const parsed = AffinityDiagramSchema.safeParse(stored);
  return parsed.success ? parsed.data : { title: t('newTools.affinity.theme'), groups: [], loose: [] };
};

/** /affinity/:id (also /file_affinity/:id, /recent_affinity/:id) — an affinity diagram. */
export function AffinityPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { file, diagram, failed, state, change, adopt } = useDiagramFile(id, 'affinity', parse);
  const busy = state === 'dirty' || state === 'saving';

  const toTree = async () => {
    const created = await callEndpoint(exchangeTreeAffinity, { body: { id } });
    navigate(`/myTools/tree/${created.id}`);
  };

  return (
    <DiagramFileFrame file={file} failed={failed} state={state} onFileChange={adopt}>
      {diagram && (
        <div style={DIAGRAM_EDITOR_HEIGHT}>
          <AffinityEditor
            value={diagram}
            onChange={change}
            extraTools={
              <Button
                icon={<SwapOutlined />}
                disabled={busy}
                onClick={() => void toTree()}
                data-testid="affinity-to-tree"
              >
                {t('newTools.affinity.toTree')}
              </Button>
            }
          />
        </div>
      )}
    </DiagramFileFrame>
  );
}
