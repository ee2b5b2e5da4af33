import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Typography, Upload, type UploadProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { toast } from '../feedback';
import { ApiError, CODE_BUSINESS_ERROR } from '../http';

/** One row of a refused workbook as the server's check reports it: the row number as in Excel and its problems. */
export interface ImportRowProblem {
  row: number;
  messages: string[];
}

export type ImportOutcome<E extends ImportRowProblem> = { imported: true } | { report: E[] };

/**
 * Runs an import that takes a workbook whole. A file the server refuses (9999) is checked row by row and the rows'
 * problems are the outcome; a refusal the check does not explain is thrown on.
 */
export async function importOrReport<E extends ImportRowProblem>(
  run: () => Promise<void>,
  check: () => Promise<{ errors: E[] }>,
): Promise<ImportOutcome<E>> {
  try {
    await run();
    return { imported: true };
  } catch (error) {
    if (!(error instanceof ApiError && error.code === CODE_BUSINESS_ERROR)) throw error;
    const checked = await check().catch(() => null);
    if (checked && checked.errors.length > 0) return { report: checked.errors };
    throw error;
  }
}

const ACCEPT = '.xls,.xlsx';
const isWorkbookName = (name: string) => /\.(xlsx?)$/i.test(name);

interface Props<E extends ImportRowProblem> {
  /** Prefix of the test ids: `${testId}-modal`, `-choose`, `-report`. */
  testId: string;
  title: string;
  width: number;
  hint: ReactNode;
  /** Fields asked for before the file (the BOM's number and name). */
  header?: ReactNode;
  /** Buttons beside the file chooser (the template download). */
  actions?: ReactNode;
  texts: {
    choose: string;
    uploading: string;
    close: string;
    /** A file that is not .xls/.xlsx. */
    accept: string;
    /** An import that failed without a message. */
    failed: string;
    reportTitle: (count: number) => string;
    row: string;
    messages: string;
  };
  /** The report's column naming the row's record (part number, account). */
  reportKey: { title: string; dataIndex: keyof E & string };
  /** Imports the chosen file; undefined when it did not start (the header is not valid). */
  importFile: (file: File) => Promise<ImportOutcome<E> | undefined>;
  onClose: () => void;
}

/**
 * An import of an .xls/.xlsx taken whole (users, parts, BOMs): the file is chosen, uploaded and imported at once; a
 * refused file shows the server's per-row report in a table; a wrong file type or a failure is a toast.
 */
export function WorkbookImportModal<E extends ImportRowProblem>(props: Props<E>) {
  const { texts } = props;
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<E[] | null>(null);

  const importFile = async (file: File) => {
    setBusy(true);
    setReport(null);
    try {
      const outcome = await props.importFile(file);
      if (outcome && 'report' in outcome) setReport(outcome.report);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || texts.failed);
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isWorkbookName(file.name)) {
      toast.error(texts.accept);
      return Upload.LIST_IGNORE;
    }
    void importFile(file);
    // The file is sent by importFile, not by antd's own request.
    return false;
  };

  return (
    <Modal
      open
      width={report ? 860 : props.width}
      title={props.title}
      onCancel={busy ? undefined : props.onClose}
      closable={!busy}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={props.onClose} disabled={busy}>
          {texts.close}
        </Button>,
      ]}
      data-testid={`${props.testId}-modal`}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {props.hint}
        </Typography.Paragraph>
        {props.header}
        <Flex gap={8} wrap>
          {props.actions}
          <Upload accept={ACCEPT} showUploadList={false} maxCount={1} disabled={busy} beforeUpload={beforeUpload}>
            <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid={`${props.testId}-choose`}>
              {busy ? texts.uploading : texts.choose}
            </Button>
          </Upload>
        </Flex>
        {report && (
          <>
            <Alert type="error" showIcon title={texts.reportTitle(report.length)} />
            <Table<E>
              rowKey="row"
              size="small"
              dataSource={report}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ y: 360 }}
              data-testid={`${props.testId}-report`}
              columns={[
                { title: texts.row, dataIndex: 'row', width: 80 },
                { title: props.reportKey.title, dataIndex: props.reportKey.dataIndex, width: 160 },
                {
                  title: texts.messages,
                  dataIndex: 'messages',
                  render: (messages: string[]) => messages.join('；'),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
