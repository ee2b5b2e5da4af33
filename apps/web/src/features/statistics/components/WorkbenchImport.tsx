import { FileExcelOutlined } from '@ant-design/icons';
import { MS_FILE_MESSAGES, type MsFileDto } from '@qis/shared';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError } from '../../../shell/http';
import { importDataFile } from '../api';
import { uploadWithProgress } from '../upload-workbook';

const isWorkbookName = (name: string) => /\.xlsx?$/i.test(name);
/** A name clash is answered by trying 名称 (1) … (9). */
const NAME_ATTEMPTS = 10;

async function importUnderFreeName(filePath: string, base: string): Promise<MsFileDto> {
  for (let attempt = 0; ; attempt++) {
    const name = attempt === 0 ? base : `${base} (${attempt})`;
    try {
      return await importDataFile({ filePath, folderId: null, name });
    } catch (error) {
      const taken = error instanceof ApiError && error.message === MS_FILE_MESSAGES.fileNameTaken;
      if (!taken || attempt + 1 >= NAME_ATTEMPTS) throw error;
    }
  }
}

interface Progressing {
  name: string;
  percent: number;
  phase: 'uploading' | 'importing';
}

/** 导入 Excel: uploads an .xls/.xlsx with its progress, then makes a data file of its first sheet. */
export function WorkbenchImport({ onImported }: { onImported: (file: MsFileDto) => void }) {
  const [progress, setProgress] = useState<Progressing | null>(null);

  const run = async (file: File) => {
    const base =
      file.name
        .replace(/\.xlsx?$/i, '')
        .trim()
        .slice(0, 90) || t('statistics.workbench.new.default');
    setProgress({ name: file.name, percent: 0, phase: 'uploading' });
    try {
      const filePath = await uploadWithProgress(file, (percent) =>
        setProgress({ name: file.name, percent, phase: 'uploading' }),
      );
      setProgress({ name: file.name, percent: 100, phase: 'importing' });
      const created = await importUnderFreeName(filePath, base);
      toast.success(t('statistics.workbench.import.done', { name: created.name, rows: created.size ?? 0 }));
      onImported(created);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || t('statistics.workbench.import.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex align="center" gap={12}>
      <Upload
        accept=".xls,.xlsx"
        showUploadList={false}
        maxCount={1}
        disabled={progress !== null}
        beforeUpload={(file) => {
          if (!isWorkbookName(file.name)) {
            toast.error(t('statistics.workbench.import.accept'));
            return Upload.LIST_IGNORE;
          }
          void run(file);
          return false;
        }}
      >
        <Button
          icon={<FileExcelOutlined />}
          loading={progress !== null}
          title={t('statistics.workbench.import.hint')}
          data-testid="workbench-import"
        >
          {t('statistics.workbench.import')}
        </Button>
      </Upload>
      {progress && (
        <Flex vertical style={{ width: 260 }} data-testid="workbench-import-progress">
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {t(
              progress.phase === 'uploading'
                ? 'statistics.workbench.import.uploading'
                : 'statistics.workbench.import.importing',
              { name: progress.name },
            )}
          </Typography.Text>
          <Progress
            size="small"
            percent={progress.percent}
            status={progress.phase === 'importing' ? 'active' : 'normal'}
            showInfo={progress.phase === 'uploading'}
          />
        </Flex>
      )}
    </Flex>
  );
}
