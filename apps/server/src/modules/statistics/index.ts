// What the seven tools' modules use of the statistics module: the shared file system (spaces, file rows and DTOs),
// sheet reading and the engine's error mapping.
export { createFile } from './files/files.service';
export { type FileRow, fileDto, fileDtoOf, freeName, liveFile, siblingNames } from './files/ms-items';
export { inSpace, requireScopedAccess, type SpaceContext } from './files/space';
export { pick, sampleIndices } from './plot-sample';
export { readSheetColumns } from './sheet-columns';
export { registerStatisticsRoutes } from './statistics.routes';
export { analyse } from './stats-errors';
