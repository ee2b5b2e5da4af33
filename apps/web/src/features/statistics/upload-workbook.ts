import { uploadFile } from '@qis/shared';
import { t } from '../../locales';
import { getAccessToken } from '../../shell/auth/token';
import { API_BASE, ApiError } from '../../shell/http';

/**
 * POST Common/UploadFile (fileType 1) through XMLHttpRequest, the one browser request that reports upload progress;
 * answers the stored file's path.
 */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${uploadFile.path}`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(t('request.error.default'), 0));
    xhr.onload = () => {
      let body: { code?: number; message?: string; data?: { filePath?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below
      }
      const filePath = body.data?.filePath;
      if (xhr.status >= 200 && xhr.status < 300 && body.code === 0 && filePath) resolve(filePath);
      else reject(new ApiError(body.message || t('statistics.workbench.import.failed'), xhr.status, body.code));
    };
    const form = new FormData();
    form.append('fileType', '1');
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
