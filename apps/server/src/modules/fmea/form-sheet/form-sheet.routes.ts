import { checkDfmeaFormSheetImport, exportDfmeaFormSheet, FMEA_KINDS, importDfmeaFormSheet } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/register-endpoint';
import { checkFormSheetImport, exportFormSheet, importFormSheet } from './form-sheet.service';

/** The form sheet as a file, per kind (DFMEA now). */
export function registerFormSheetRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.dfmea;
  registerEndpoint(app, exportDfmeaFormSheet, ({ query }, ctx) => exportFormSheet(ctx, kind, query.projectId));
  registerEndpoint(app, checkDfmeaFormSheetImport, ({ body }, ctx) => checkFormSheetImport(ctx, kind, body));
  registerEndpoint(app, importDfmeaFormSheet, ({ body }, ctx) => importFormSheet(ctx, kind, body));
}
