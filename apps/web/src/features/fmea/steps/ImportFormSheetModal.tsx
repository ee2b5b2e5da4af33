import { UploadOutlined } from '@ant-design/icons';
import type { FormSheetImportResult } from '@qis/shared';
import { Alert, Button, Flex, List, Modal, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { uploadImportFile } from '../../fmea-library/api';
import { useFmeaApi } from '../project/FmeaKindContext';

const isWorkbookName = (name: string) => /\.(xlsx?)$/i.test(name);

/**
 * 从表单导入: a DFMEA form sheet in the layout 导出 Excel writes (e.g. from another project) into this project, while it
 * has no structure yet. The file is checked first; with problems nothing is imported and every problem is listed by
 * row, otherwise the whole net is imported at once.
 */
export function ImportFormSheetModal(props: { projectId: string; onClose: () => void; onImported: () => void }) {
  const { checkFormSheetImport, importFormSheet } = useFmeaApi();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);

  const importFile = async (file: File) => {
    if (!checkFormSheetImport || !importFormSheet) return;
    setBusy(true);
    setProblems(null);
    try {
      const filePath = await uploadImportFile(file);
      const check = await checkFormSheetImport(props.projectId, filePath);
      if (check.problems.length > 0) {
        setProblems(check.problems);
        return;
      }
      const done: FormSheetImportResult = await importFormSheet(props.projectId, filePath);
      toast.success(t('fmea.import.done', { elements: done.elements, chains: done.chains, actions: done.actions }));
      props.onImported();
      props.onClose();
    } catch (error) {
      toast.error((error instanceof Error && error.message) || t('fmea.import.failed'));
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isWorkbookName(file.name)) {
      toast.error(t('fmea.import.accept'));
      return Upload.LIST_IGNORE;
    }
    void importFile(file);
    return false;
  };

  return (
    <Modal
      open
      width={problems ? 760 : 520}
      title={t('fmea.import.title')}
      onCancel={busy ? undefined : props.onClose}
      closable={!busy}
      footer={[
        <Button key="close" onClick={props.onClose} disabled={busy}>
          {t('fmea.import.close')}
        </Button>,
      ]}
      data-testid="fmea-import-modal"
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('fmea.import.hint')}
        </Typography.Paragraph>
        <Upload accept=".xls,.xlsx" showUploadList={false} maxCount={1} disabled={busy} beforeUpload={beforeUpload}>
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="fmea-import-choose">
            {t('fmea.import.choose')}
          </Button>
        </Upload>
        {problems && (
          <>
            <Alert type="error" showIcon title={t('fmea.import.problems', { count: problems.length })} />
            <List
              size="small"
              bordered
              dataSource={problems}
              style={{ maxHeight: 320, overflow: 'auto' }}
              renderItem={(problem) => <List.Item>{problem}</List.Item>}
              data-testid="fmea-import-problems"
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
