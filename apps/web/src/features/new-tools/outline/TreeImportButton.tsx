import { FileExcelOutlined } from '@ant-design/icons';
import { importExcelTree, type NewToolFileDto, previewExcelTree } from '@qis/shared';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { callEndpoint } from '../../../shell/call-endpoint';
import { uploadWithProgress } from '../../statistics/upload-workbook';

/**
 * 导入 Excel: uploads a workbook, shows how many nodes its first sheet makes, and on confirmation replaces the tree
 * with it (column A the goal, each further column the next level). Waits while an edit is still being saved.
 */
export function TreeImportButton(props: {
  file: NewToolFileDto;
  busy: boolean;
  onImported: (file: NewToolFileDto) => void;
}) {
  const { modal } = App.useApp();
  const [working, setWorking] = useState(false);

  const run = async (workbook: File) => {
    setWorking(true);
    try {
      const filePath = await uploadWithProgress(workbook, () => undefined);
      const preview = await callEndpoint(previewExcelTree, { body: { filePath } });
      modal.confirm({
        title: t('newTools.tree.import.confirm.title'),
        content: t('newTools.tree.import.confirm.content', { goal: preview.diagram.root.text, nodes: preview.nodes }),
        okText: t('newTools.tree.import.confirm.ok'),
        onOk: async () => {
          const { id, version } = props.file;
          props.onImported(await callEndpoint(importExcelTree, { body: { id, version, filePath } }));
        },
      });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Upload
      accept=".xlsx,.xls"
      showUploadList={false}
      beforeUpload={(workbook) => {
        void run(workbook).catch(() => undefined);
        return false;
      }}
    >
      <Button icon={<FileExcelOutlined />} loading={working} disabled={props.busy} data-testid="tree-import">
        {t('newTools.tree.import')}
      </Button>
    </Upload>
  );
}
