import type { FileSpace } from '@qis/shared';
import {
  addMsQuickAccess,
  copyMsFile,
  copyMsFolder,
  deleteMsItemCompletely,
  deleteMsQuickAccess,
  getMsClassification,
  getMsFileDetail,
  getMsFolderAndFilePage,
  getMsFolderTree,
  getMsLastModified,
  getMsMoveTargets,
  getMsQuickAccessList,
  getMsRecycleBin,
  getMsSequenceStyle,
  keepMsFile,
  moveMsFiles,
  moveMsFolders,
  quickDeleteMsItems,
  recoverMsItem,
  renameMsFile,
  reorderMsItems,
  saveMsFolder,
  saveMsSequenceStyle,
} from '@qis/shared';
import type { EndpointRequest } from '../../shell/call-endpoint';
import { callEndpoint } from '../../shell/call-endpoint';

/**
 * Calls of my files (folders, files, quick access, recycle bin); declarations in @qis/shared. Every call works in one
 * space: a query or body names it in `space`, the others take it last; absent is statistics.
 */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
// What the caller sends: `space` may be left out (statistics), the server fills it in.
type Query<E> = EndpointRequest<E>['query'];

export const fetchFolderTree = (space?: FileSpace) => callEndpoint(getMsFolderTree, { query: { space } });
export const fetchFolderItems = (query: Query<typeof getMsFolderAndFilePage>) =>
  callEndpoint(getMsFolderAndFilePage, { query });
export const storeFolder = (body: Body<typeof saveMsFolder>) => callEndpoint(saveMsFolder, { body });
export const duplicateFolder = (body: Body<typeof copyMsFolder>) => callEndpoint(copyMsFolder, { body });
export const duplicateFile = (body: Body<typeof copyMsFile>) => callEndpoint(copyMsFile, { body });
export const relocateFiles = (body: Body<typeof moveMsFiles>) => callEndpoint(moveMsFiles, { body });
export const relocateFolders = (body: Body<typeof moveMsFolders>) => callEndpoint(moveMsFolders, { body });
export const storeOrder = (body: Body<typeof reorderMsItems>) => callEndpoint(reorderMsItems, { body });
/** My files last changed or opened in a space (the server answers at most 10). */
export const fetchLastModified = (space?: FileSpace, count?: number) =>
  callEndpoint(getMsLastModified, { query: { space, MaxResultCount: count } });
export const removeItems = (body: Body<typeof quickDeleteMsItems>) => callEndpoint(quickDeleteMsItems, { body });
/** Where the folders and files with these ids may be moved (the move dialog's tree). */
export const fetchMoveTargets = (ids: string[], space?: FileSpace) =>
  callEndpoint(getMsMoveTargets, { query: { ids: ids.join(','), space } });
export const fetchSequenceStyle = (space?: FileSpace) => callEndpoint(getMsSequenceStyle, { query: { space } });
export const storeSequenceStyle = (body: Body<typeof saveMsSequenceStyle>) =>
  callEndpoint(saveMsSequenceStyle, { body });
export const fetchClassification = (query: Query<typeof getMsClassification>) =>
  callEndpoint(getMsClassification, { query });

export const fetchQuickAccess = (space?: FileSpace) => callEndpoint(getMsQuickAccessList, { query: { space } });
export const pinQuickAccess = (fileId: string, space?: FileSpace) =>
  callEndpoint(addMsQuickAccess, { body: { fileId, space } });
export const unpinQuickAccess = (id: string, space?: FileSpace) =>
  callEndpoint(deleteMsQuickAccess, { query: { id, space } });

export const fetchFileDetail = (id: string, space?: FileSpace) =>
  callEndpoint(getMsFileDetail, { query: { id, space } });
export const storeFileName = (body: Body<typeof renameMsFile>) => callEndpoint(renameMsFile, { body });
export const keepFile = (body: Body<typeof keepMsFile>) => callEndpoint(keepMsFile, { body });

export const fetchRecycleBin = (query: Query<typeof getMsRecycleBin>) => callEndpoint(getMsRecycleBin, { query });
export const restoreItem = (body: Body<typeof recoverMsItem>) => callEndpoint(recoverMsItem, { body });
export const purgeItem = (query: Query<typeof deleteMsItemCompletely>) =>
  callEndpoint(deleteMsItemCompletely, { query });
