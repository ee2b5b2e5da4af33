import type { NewToolFileDto } from '@qis/shared';
import { Card, Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { ToolFileTitle } from '../../tool-files/ToolFileTitle';
import type { SaveState } from '../../tool-files/useAutosave';
import { FileRemark } from './FileRemark';

/** The editor's room on a diagram page: the window below the header, tabs and title. */
export const DIAGRAM_EDITOR_HEIGHT = { height: 'calc(100vh - 230px)', minHeight: 520 };

/** The page of one diagram file: a missing file, loading, or the file's title (with its save state) over `children`. */
export function DiagramFileFrame(props: {
  file: NewToolFileDto | null;
  failed: boolean;
  state: SaveState;
  /** The file as the remark dialog saved it. */
  onFileChange: (file: NewToolFileDto) => void;
  /** Shown right of the title. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  if (props.failed) return <Result status="404" title={t('toolFiles.missing')} />;
  if (!props.file) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card
      title={
        <Flex align="center" gap={8} wrap>
          <ToolFileTitle name={props.file.name} state={props.state} backTo="/myTools" />
          <FileRemark file={props.file} busy={props.state !== 'saved'} onSaved={props.onFileChange} />
        </Flex>
      }
      extra={props.extra}
      styles={{ body: { padding: 0 } }}
    >
      {props.children}
    </Card>
  );
}
