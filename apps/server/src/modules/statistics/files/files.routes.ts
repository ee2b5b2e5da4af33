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
import { inSpace } from './space';

/**
 * My files of the three spaces (statistics, old and new seven tools): folders, files, recycle bin, quick access, data
 * sheets and their import, the list order and the classification by kind. Every handler enters the asked space
 * through inSpace, which refuses a space whose plugin is off.
 */
export function registerMsFileRoutes(app: FastifyInstance) {
  registerEndpoint(app, saveMsFolder, ({ body }, ctx) => folders.saveFolder(inSpace(ctx, body.space), body));
  registerEndpoint(app, getMsFolders, ({ query }, ctx) =>
    folders.listFolders(inSpace(ctx, query.space), query.parentId),
  );
  registerEndpoint(app, getMsFolderList, ({ query }, ctx) =>
    folders.listFolders(inSpace(ctx, query.space), query.parentId),
  );
  registerEndpoint(app, getMsFolderTree, ({ query }, ctx) => folders.folderTree(inSpace(ctx, query.space)));
  registerEndpoint(app, deleteMsFolder, ({ query }, ctx) => folders.deleteFolder(inSpace(ctx, query.space), query.id));
  registerEndpoint(app, copyMsFolder, ({ body }, ctx) =>
    folders.copyFolder(inSpace(ctx, body.space), body.id, body.targetFolderId),
  );
  registerEndpoint(app, moveMsFolders, ({ body }, ctx) =>
    folders.moveFolders(inSpace(ctx, body.space), body.ids, body.targetFolderId),
  );

  registerEndpoint(app, saveMsFile, ({ body }, ctx) => files.saveFile(inSpace(ctx, body.space), body));
  registerEndpoint(app, getMsFiles, ({ query }, ctx) => files.listFiles(inSpace(ctx, query.space), query));
  registerEndpoint(app, deleteMsFile, ({ query }, ctx) => files.deleteFile(inSpace(ctx, query.space), query.id));
  registerEndpoint(app, copyMsFile, ({ body }, ctx) =>
    files.copyFile(inSpace(ctx, body.space), body.id, body.targetFolderId),
  );
  registerEndpoint(app, moveMsFiles, ({ body }, ctx) =>
    files.moveFiles(inSpace(ctx, body.space), body.ids, body.targetFolderId),
  );
  registerEndpoint(app, getMsLastModified, ({ query }, ctx) =>
    files.lastModified(inSpace(ctx, query.space), query.MaxResultCount),
  );
  registerEndpoint(app, getMsFolderAndFilePage, ({ query }, ctx) =>
    files.folderAndFilePage(inSpace(ctx, query.space), query),
  );
  registerEndpoint(app, getMsFileDetail, ({ query }, ctx) => files.fileDetail(inSpace(ctx, query.space), query.id));
  registerEndpoint(app, renameMsFile, ({ body }, ctx) => files.renameFile(inSpace(ctx, body.space), body));
  registerEndpoint(app, keepMsFile, ({ body }, ctx) => files.keepFile(inSpace(ctx, body.space), body));
  registerEndpoint(app, reorderMsItems, ({ body }, ctx) => reorder(inSpace(ctx, body.space), body));
  registerEndpoint(app, quickDeleteMsItems, ({ body }, ctx) => quickDelete(inSpace(ctx, body.space), body));
  registerEndpoint(app, getMsMoveTargets, ({ query }, ctx) => moveTargets(inSpace(ctx, query.space), query.ids));
  registerEndpoint(app, getMsClassification, ({ query }, ctx) => classification(inSpace(ctx, query.space), query));
  registerEndpoint(app, getMsSequenceStyle, ({ query }, ctx) => sequence.getSequenceStyle(inSpace(ctx, query.space)));
  registerEndpoint(app, saveMsSequenceStyle, ({ body }, ctx) =>
    sequence.saveSequenceStyle(inSpace(ctx, body.space), body),
  );

  registerEndpoint(app, getMsRecycleBin, ({ query }, ctx) => bin.recycleBin(inSpace(ctx, query.space), query));
  registerEndpoint(app, recoverMsItem, ({ body }, ctx) => bin.recover(inSpace(ctx, body.space), body));
  registerEndpoint(app, deleteMsItemCompletely, ({ query }, ctx) =>
    bin.deleteCompletely(inSpace(ctx, query.space), query),
  );

  // Quick access: one service behind the folders/*, folderAndFile/* and folder/* declarations.
  registerEndpoint(app, addMsQuickAccess, ({ body }, ctx) =>
    quick.addQuickAccess(inSpace(ctx, body.space), body.fileId),
  );
  registerEndpoint(app, addMsQuickAccessDto, ({ body }, ctx) =>
    quick.addQuickAccess(inSpace(ctx, body.space), body.fileId),
  );
  registerEndpoint(app, getMsQuickAccessList, ({ query }, ctx) => quick.quickAccessList(inSpace(ctx, query.space)));
  registerEndpoint(app, getMsQuickAccessDtos, ({ query }, ctx) => quick.quickAccessList(inSpace(ctx, query.space)));
  registerEndpoint(app, deleteMsQuickAccess, ({ query }, ctx) =>
    quick.removeQuickAccess(inSpace(ctx, query.space), query.id),
  );
  registerEndpoint(app, removeMsQuickAccess, ({ params, query }, ctx) =>
    quick.removeQuickAccess(inSpace(ctx, query.space), params.id),
  );
  registerEndpoint(app, addMsFolderQuickAccessDto, ({ body }, ctx) =>
    quick.addQuickAccess(inSpace(ctx, body.space), body.fileId),
  );
  registerEndpoint(app, getMsFolderQuickAccessDtos, ({ query }, ctx) =>
    quick.quickAccessList(inSpace(ctx, query.space)),
  );
  registerEndpoint(app, removeMsFolderQuickAccess, ({ params, query }, ctx) =>
    quick.removeQuickAccess(inSpace(ctx, query.space), params.id),
  );

  registerEndpoint(app, getMsDataPage, ({ query }, ctx) => sheets.myDataPage(inSpace(ctx, query.space), query));
  registerEndpoint(app, getMsDataDetail, ({ query }, ctx) => sheets.dataDetail(inSpace(ctx, query.space), query.id));
  registerEndpoint(app, saveMsData, ({ body }, ctx) => sheets.saveData(inSpace(ctx, body.space), body));
  registerEndpoint(app, importMsData, ({ body }, ctx) => sheets.importData(inSpace(ctx, body.space), body));
}
