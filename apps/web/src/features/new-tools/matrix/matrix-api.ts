import { type EndpointData, importMatrixExcel, uploadFile } from '@qis/shared';
import { callEndpoint } from '../../../shell/call-endpoint';
import { LONG_TIMEOUT_MS, request } from '../../../shell/http';
import { fetchDiagramFile } from '../api';

/** POST Common/UploadFile with fileType 1 (an import file): the stored file's path. Silent: the modal says why. */
export async function uploadMatrixWorkbook(file: File): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', file, file.name);
  const { filePath } = await request<EndpointData<typeof uploadFile>>(uploadFile.path, {
    method: 'POST',
    body: form,
    timeout: LONG_TIMEOUT_MS,
    silent: true,
  });
  return filePath;
}

/**
 * Replaces the matrix with the uploaded workbook's. The autosave keeps the version its last save answered to itself,
 * so the version is read afresh (the caller waits until nothing is left to save). A refusal (400) is toasted with the
 * server's message.
 */
export async function importMatrixWorkbook(id: string, filePath: string, type: 1 | 2 | 3) {
  const { version } = await fetchDiagramFile(id);
  return callEndpoint(importMatrixExcel, { body: { id, version, filePath, type } }, { timeout: LONG_TIMEOUT_MS });
}
