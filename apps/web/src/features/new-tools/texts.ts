import { addTexts } from '../../locales';
import { newToolsZhCN } from '../../locales/new-tools.zh-CN';
import { newToolsAssociationZhCN } from '../../locales/new-tools-association.zh-CN';
import { newToolsFilesZhCN } from '../../locales/new-tools-files.zh-CN';
import { newToolsMatrixZhCN } from '../../locales/new-tools-matrix.zh-CN';
import { toolFilesZhCN } from '../../locales/tool-files.zh-CN';
// The data grid and the charts come from mathematical statistics, with their texts.
import '../statistics/texts';

// Loaded before any new-seven-tools page renders (with the lazy page), so the login route does not carry these texts.
addTexts(newToolsZhCN);
addTexts(newToolsAssociationZhCN);
addTexts(newToolsMatrixZhCN);
addTexts(newToolsFilesZhCN);
addTexts(toolFilesZhCN);
