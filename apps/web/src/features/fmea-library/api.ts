import {
  type BomDto,
  type BomSummaryDto,
  checkImportBom,
  checkImportParts,
  createBom,
  createPart,
  createProductType,
  deleteBom,
  deleteParts,
  deleteProductType,
  type EndpointData,
  editBom,
  editPart,
  editProductType,
  type FmeaKind,
  getBom,
  getBomPage,
  getCurUserOrgProductPlatFormList,
  getPartsImportTemplate,
  getPartsPage,
  getProductTypeTree,
  importBom,
  importParts,
  type PartDto,
  type PartTypeNode,
  type RatingScales,
  SOD_STANDARD_ENDPOINTS,
  type SodStandardDto,
  type SodStandardSummaryDto,
  uploadFile,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';
import { LONG_TIMEOUT_MS, request } from '../../shell/http';
import { saveExportedWorkbook } from '../../shell/utils/save-workbook';

/** Calls of the FMEA libraries (SOD standards, part types, parts); method and path come from @qis/shared. */

export type { BomDto, BomSummaryDto, PartDto, PartTypeNode, SodStandardDto, SodStandardSummaryDto };

// SOD standards: the screens work on one kind at a time (the DFMEA screens on kind 0).
const sod = (kind: FmeaKind) => SOD_STANDARD_ENDPOINTS[kind];
export const fetchStandards = (kind: FmeaKind) => callEndpoint(sod(kind).list);
export const fetchStandard = (kind: FmeaKind, id: string) => callEndpoint(sod(kind).get, { query: { id } });
export const createStandard = (kind: FmeaKind, name: string, scales: RatingScales) =>
  callEndpoint(sod(kind).create, { body: { name, scales } });
export const editStandard = (kind: FmeaKind, standard: SodStandardDto, name: string, scales: RatingScales) =>
  callEndpoint(sod(kind).edit, { body: { id: standard.id, version: standard.version, name, scales } });
export const copyStandard = (kind: FmeaKind, sourceId: string, name: string) =>
  callEndpoint(sod(kind).copy, { body: { id: sourceId, name } });
export const setDefaultStandard = (kind: FmeaKind, id: string) => callEndpoint(sod(kind).setDefault, { body: { id } });
export const deleteStandard = (kind: FmeaKind, id: string) => callEndpoint(sod(kind).remove, { body: { id } });

// Part types and parts
type PartsQuery = EndpointRequest<typeof getPartsPage>['query'];
type PartBody = EndpointRequest<typeof createPart>['body'];

export const fetchPartTypeTree = () => callEndpoint(getProductTypeTree);
export const savePartType = (body: { name: string; parentId: string | null }, existing?: PartTypeNode) =>
  existing
    ? callEndpoint(editProductType, { body: { ...body, id: existing.id, version: existing.version } })
    : callEndpoint(createProductType, { body });
export const removePartType = (id: string) => callEndpoint(deleteProductType, { body: { id } });

export const fetchParts = (query: PartsQuery) => callEndpoint(getPartsPage, { query });
export const savePart = (body: PartBody, existing?: PartDto) =>
  existing
    ? callEndpoint(editPart, { body: { ...body, id: existing.id, version: existing.version } })
    : callEndpoint(createPart, { body });
export const removeParts = (ids: string[]) => callEndpoint(deleteParts, { body: { ids } });

export async function downloadPartsTemplate() {
  saveExportedWorkbook(await callEndpoint(getPartsImportTemplate));
}

/** POST Common/UploadFile with fileType 1 (an import file): the stored file's path. Silent: the modal shows it. */
export async function uploadImportFile(file: File): Promise<string> {
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

/** Imports silently: a refused file (9999) is answered by the per-row report of checkImportParts instead. */
export const importPartsFile = (filePath: string) =>
  callEndpoint(importParts, { body: { filePath } }, { timeout: LONG_TIMEOUT_MS, silent: true });
export const checkPartsFile = (filePath: string) =>
  callEndpoint(checkImportParts, { body: { filePath } }, { timeout: LONG_TIMEOUT_MS });

// Bills of materials
type BomQuery = EndpointRequest<typeof getBomPage>['query'];
type BomBody = EndpointRequest<typeof createBom>['body'];
type BomImportBody = EndpointRequest<typeof importBom>['body'];

export const fetchBoms = (query: BomQuery) => callEndpoint(getBomPage, { query });
export const fetchBom = (id: string) => callEndpoint(getBom, { query: { id } });
export const saveBom = (body: BomBody, existing?: BomDto) =>
  existing
    ? callEndpoint(editBom, { body: { ...body, id: existing.id, version: existing.version } })
    : callEndpoint(createBom, { body });
export const removeBom = (id: string) => callEndpoint(deleteBom, { body: { id } });
export const fetchProductPlatforms = () => callEndpoint(getCurUserOrgProductPlatFormList);
/** Imports silently: a refused file (9999) is answered by the per-row report of checkImportBom instead. */
export const importBomFile = (body: BomImportBody) =>
  callEndpoint(importBom, { body }, { timeout: LONG_TIMEOUT_MS, silent: true });
export const checkBomFile = (body: BomImportBody) =>
  callEndpoint(checkImportBom, { body }, { timeout: LONG_TIMEOUT_MS });
