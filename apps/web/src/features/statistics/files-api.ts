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

/** Calls of my statistics files (folders, files, quick access, recycle bin); declarations in @qis/shared. */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
// What the caller sends: `space` may be left out (statistics), the server fills it in.
type Query<E> = EndpointRequest<E>['query'];

export const fetchFolderTree = () => callEndpoint(getMsFolderTree);
export const fetchFolderItems = (query: Query<typeof getMsFolderAndFilePage>) =>
  callEndpoint(getMsFolderAndFilePage, { query });
export const storeFolder = (body: Body<typeof saveMsFolder>) => callEndpoint(saveMsFolder, { body });
export const duplicateFolder = (body: Body<typeof copyMsFolder>) => callEndpoint(copyMsFolder, { body });
export const duplicateFile = (body: Body<typeof copyMsFile>) => callEndpoint(copyMsFile, { body });
export const relocateFiles = (body: Body<typeof moveMsFiles>) => callEndpoint(moveMsFiles, { body });
export const relocateFolders = (body: Body<typeof moveMsFolders>) => callEndpoint(moveMsFolders, { body });
export const storeOrder = (body: Body<typeof reorderMsItems>) => callEndpoint(reorderMsItems, { body });
export const fetchLastModified = () => callEndpoint(getMsLastModified);
export const removeItems = (body: Body<typeof quickDeleteMsItems>) => callEndpoint(quickDeleteMsItems, { body });
/** Where the folders and files with these ids may be moved (the move dialog's tree). */
export const fetchMoveTargets = (ids: string[]) => callEndpoint(getMsMoveTargets, { query: { ids: ids.join(',') } });
export const fetchSequenceStyle = () => callEndpoint(getMsSequenceStyle);
export const storeSequenceStyle = (body: Body<typeof saveMsSequenceStyle>) =>
  callEndpoint(saveMsSequenceStyle, { body });
export const fetchClassification = (query: Query<typeof getMsClassification>) =>
  callEndpoint(getMsClassification, { query });

export const fetchQuickAccess = () => callEndpoint(getMsQuickAccessList);
export const pinQuickAccess = (fileId: string) => callEndpoint(addMsQuickAccess, { body: { fileId } });
export const unpinQuickAccess = (id: string) => callEndpoint(deleteMsQuickAccess, { query: { id } });

export const fetchFileDetail = (id: string) => callEndpoint(getMsFileDetail, { query: { id } });
export const storeFileName = (body: Body<typeof renameMsFile>) => callEndpoint(renameMsFile, { body });
export const keepFile = (body: Body<typeof keepMsFile>) => callEndpoint(keepMsFile, { body });

export const fetchRecycleBin = (query: Query<typeof getMsRecycleBin>) => callEndpoint(getMsRecycleBin, { query });
export const restoreItem = (body: Body<typeof recoverMsItem>) => callEndpoint(recoverMsItem, { body });
export const purgeItem = (query: Query<typeof deleteMsItemCompletely>) =>
  callEndpoint(deleteMsItemCompletely, { query });
