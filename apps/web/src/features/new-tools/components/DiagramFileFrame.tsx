import type { NewToolFileDto } from '@qis/shared';
import { Card, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { ToolFileTitle } from '../../tool-files/ToolFileTitle';
import type { SaveState } from '../../tool-files/useAutosave';

/** The editor's room on a diagram page: the window below the header, tabs and title. */
export const DIAGRAM_EDITOR_HEIGHT = { height: 'calc(100vh - 230px)', minHeight: 520 };

/** The page of one diagram file: a missing file, loading, or the file's title (with its save state) over `children`. */
export function DiagramFileFrame(props: {
  file: NewToolFileDto | null;
  failed: boolean;
  state: SaveState;
  /** Shown right of the title. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  if (props.failed) return <Result status="404" title={t('toolFiles.missing')} />;
  if (!props.file) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card
      title={<ToolFileTitle name={props.file.name} state={props.state} backTo="/myTools" />}
      extra={props.extra}
      styles={{ body: { padding: 0 } }}
    >
      {props.children}
    </Card>
  );
}
