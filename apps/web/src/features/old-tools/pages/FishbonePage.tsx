import type { MsFileDetailDto } from '@qis/shared';
import { Card, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../../locales';
import { ToolFileTitle } from '../../tool-files/ToolFileTitle';
import { useAutosave } from '../../tool-files/useAutosave';
import { fetchToolFile, saveToolSettings } from '../api';
import { FishboneEditor } from '../fishbone/FishboneEditor';
import { type FishboneDiagram, newFishbone, parseFishbone } from '../fishbone/fishbone-model';

/** /myOldTools/fishboneDiagram/:id — a fishbone diagram file: edited in place, saved automatically. */
export function FishbonePage() {
  const { id = '' } = useParams();
  const [file, setFile] = useState<MsFileDetailDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [diagram, setDiagram] = useState<FishboneDiagram | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    fetchToolFile(id).then(
      (loaded) => {
        if (loaded.kind !== 'fishboneDiagram') return setFailed(true);
        setFile(loaded);
        setDiagram(parseFishbone(loaded.settings.diagram) ?? newFishbone());
      },
      () => setFailed(true),
    );
  }, [id]);
  useEffect(() => load(), [load]);
  const { state, schedule } = useAutosave(file, load, saveToolSettings);

  const change = (next: FishboneDiagram) => {
    setDiagram(next);
    schedule({ ...file?.settings, diagram: next });
  };

  if (failed) return <Result status="404" title={t('toolFiles.missing')} />;
  if (!file || !diagram) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card title={<ToolFileTitle name={file.name} state={state} backTo="/myTool" />} styles={{ body: { padding: 0 } }}>
      <div style={{ height: 'calc(100vh - 230px)', minHeight: 520 }}>
        <FishboneEditor value={diagram} onChange={change} />
      </div>
    </Card>
  );
}
