import {
  addMsFolderQuickAccessDto,
  addMsQuickAccess,
  addMsQuickAccessDto,
  copyMsFile,
  copyMsFolder,
  deleteMsFile,
  deleteMsFolder,
  deleteMsItemCompletely,
  deleteMsQuickAccess,
  getMsClassification,
  getMsDataDetail,
  getMsDataPage,
  getMsFileDetail,
  getMsFiles,
  getMsFolderAndFilePage,
  getMsFolderList,
  getMsFolderQuickAccessDtos,
  getMsFolders,
  getMsFolderTree,
  getMsLastModified,
  getMsMoveTargets,
  getMsQuickAccessDtos,
  getMsQuickAccessList,
  getMsRecycleBin,
  getMsSequenceStyle,
  importMsData,
  keepMsFile,
  moveMsFiles,
  moveMsFolders,
  quickDeleteMsItems,
  recoverMsItem,
  removeMsFolderQuickAccess,
  removeMsQuickAccess,
  renameMsFile,
  reorderMsItems,
  saveMsData,
  saveMsFile,
  saveMsFolder,
  saveMsSequenceStyle,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/register-endpoint';
import { classification } from './classification.service';
import * as sheets from './data-sheets.service';
import * as files from './files.service';
import * as folders from './folders.service';
import { moveTargets } from './move-targets.service';
import * as quick from './quick-access.service';
import { quickDelete } from './quick-delete.service';
import * as bin from './recycle-bin.service';
import { reorder } from './reorder.service';
import * as sequence from './sequence.service';

/**
 * My files of mathematical statistics: folders, files, recycle bin, quick access, data sheets and their import, the
 * list order and the classification by kind.
 */
export function registerMsFileRoutes(app: FastifyInstance) {
  registerEndpoint(app, saveMsFolder, ({ body }, ctx) => folders.saveFolder(ctx, body));
  registerEndpoint(app, getMsFolders, ({ query }, ctx) => folders.listFolders(ctx, query.parentId));
  registerEndpoint(app, getMsFolderList, ({ query }, ctx) => folders.listFolders(ctx, query.parentId));
  registerEndpoint(app, getMsFolderTree, (_input, ctx) => folders.folderTree(ctx));
  registerEndpoint(app, deleteMsFolder, ({ query }, ctx) => folders.deleteFolder(ctx, query.id));
  registerEndpoint(app, copyMsFolder, ({ body }, ctx) => folders.copyFolder(ctx, body.id, body.targetFolderId));
  registerEndpoint(app, moveMsFolders, ({ body }, ctx) => folders.moveFolders(ctx, body.ids, body.targetFolderId));

  registerEndpoint(app, saveMsFile, ({ body }, ctx) => files.saveFile(ctx, body));
  registerEndpoint(app, getMsFiles, ({ query }, ctx) => files.listFiles(ctx, query));
  registerEndpoint(app, deleteMsFile, ({ query }, ctx) => files.deleteFile(ctx, query.id));
  registerEndpoint(app, copyMsFile, ({ body }, ctx) => files.copyFile(ctx, body.id, body.targetFolderId));
  registerEndpoint(app, moveMsFiles, ({ body }, ctx) => files.moveFiles(ctx, body.ids, body.targetFolderId));
  registerEndpoint(app, getMsLastModified, (_input, ctx) => files.lastModified(ctx));
  registerEndpoint(app, getMsFolderAndFilePage, ({ query }, ctx) => files.folderAndFilePage(ctx, query));
  registerEndpoint(app, getMsFileDetail, ({ query }, ctx) => files.fileDetail(ctx, query.id));
  registerEndpoint(app, renameMsFile, ({ body }, ctx) => files.renameFile(ctx, body));
  registerEndpoint(app, keepMsFile, ({ body }, ctx) => files.keepFile(ctx, body));
  registerEndpoint(app, reorderMsItems, ({ body }, ctx) => reorder(ctx, body));
  registerEndpoint(app, quickDeleteMsItems, ({ body }, ctx) => quickDelete(ctx, body));
  registerEndpoint(app, getMsMoveTargets, ({ query }, ctx) => moveTargets(ctx, query.ids));
  registerEndpoint(app, getMsClassification, ({ query }, ctx) => classification(ctx, query));
  registerEndpoint(app, getMsSequenceStyle, (_input, ctx) => sequence.getSequenceStyle(ctx));
  registerEndpoint(app, saveMsSequenceStyle, ({ body }, ctx) => sequence.saveSequenceStyle(ctx, body));

  registerEndpoint(app, getMsRecycleBin, ({ query }, ctx) => bin.recycleBin(ctx, query));
  registerEndpoint(app, recoverMsItem, ({ body }, ctx) => bin.recover(ctx, body));
  registerEndpoint(app, deleteMsItemCompletely, ({ query }, ctx) => bin.deleteCompletely(ctx, query));

  // Quick access: one service behind the folders/*, folderAndFile/* and folder/* declarations.
  registerEndpoint(app, addMsQuickAccess, ({ body }, ctx) => quick.addQuickAccess(ctx, body.fileId));
  registerEndpoint(app, addMsQuickAccessDto, ({ body }, ctx) => quick.addQuickAccess(ctx, body.fileId));
  registerEndpoint(app, getMsQuickAccessList, (_input, ctx) => quick.quickAccessList(ctx));
  registerEndpoint(app, getMsQuickAccessDtos, (_input, ctx) => quick.quickAccessList(ctx));
  registerEndpoint(app, deleteMsQuickAccess, ({ query }, ctx) => quick.removeQuickAccess(ctx, query.id));
  registerEndpoint(app, removeMsQuickAccess, ({ params }, ctx) => quick.removeQuickAccess(ctx, params.id));
  registerEndpoint(app, addMsFolderQuickAccessDto, ({ body }, ctx) => quick.addQuickAccess(ctx, body.fileId));
  registerEndpoint(app, getMsFolderQuickAccessDtos, (_input, ctx) => quick.quickAccessList(ctx));
  registerEndpoint(app, removeMsFolderQuickAccess, ({ params }, ctx) => quick.removeQuickAccess(ctx, params.id));

  registerEndpoint(app, getMsDataPage, ({ query }, ctx) => sheets.myDataPage(ctx, query));
  registerEndpoint(app, getMsDataDetail, ({ query }, ctx) => sheets.dataDetail(ctx, query.id));
  registerEndpoint(app, saveMsData, ({ body }, ctx) => sheets.saveData(ctx, body));
  registerEndpoint(app, importMsData, ({ body }, ctx) => sheets.importData(ctx, body));
}
