import { z } from 'zod';
import { FMEA_KINDS } from '../domain/fmea';
import { fmeaEndpoint, ProjectIdField } from './fmea-common';

// The form sheet as a file: the .xlsx export in the AIAG-VDA layout (header block, step column groups, one merged
// block per failure mode and per chain, a structure sheet with every element, function and the function net) and its
// import into a project whose net is still empty (all or nothing; a round trip gives the same net). The spec names
// no path for these: ours, in the style of ProjectAppServicecs.

const DFMEA = FMEA_KINDS.dfmea;

export const FormSheetImportBody = z.object({
  projectId: ProjectIdField,
  /** The upload's path from Common/UploadFile (fileType 1), .xls or .xlsx. */
  filePath: z.string().trim().min(1, '导入文件 filePath 不能为空').max(500, '导入文件 filePath 过长'),
});

export const FormSheetImportResult = z.object({
  elements: z.number().int(),
  functions: z.number().int(),
  failures: z.number().int(),
  chains: z.number().int(),
  actions: z.number().int(),
  /** '第 N 行：…' for every row that cannot be imported as it is; empty when the import can go ahead. */
  problems: z.array(z.string()),
});
export type FormSheetImportResult = z.infer<typeof FormSheetImportResult>;

export const checkDfmeaFormSheetImport = fmeaEndpoint(DFMEA, 'import', {
  name: 'checkDfmeaFormSheetImport',
  method: 'POST',
  path: '/api/app/ProjectAppServicecs/checkImportDFMEAFormSheet',
  summary:
    '校验已上传的 DFMEA 表单（不写入）：将导入的结构、功能、失效、失效链与措施数，及逐行问题（路径为本项目所定）',
  mutates: false,
  body: FormSheetImportBody,
  data: FormSheetImportResult,
});

export const importDfmeaFormSheet = fmeaEndpoint(DFMEA, 'import', {
  name: 'importDfmeaFormSheet',
  method: 'POST',
  path: '/api/app/ProjectAppServicecs/importDFMEAFormSheet',
  summary:
    '把已上传的 DFMEA 表单导入到尚无结构的项目：全部导入或一项也不导入（任何一行有误即 9999；逐行问题见 checkImportDFMEAFormSheet）（路径为本项目所定）',
  body: FormSheetImportBody,
  data: FormSheetImportResult,
});
