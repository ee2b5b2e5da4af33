import { checkDfmeaFormSheetImport, FMEA_KINDS, importDfmeaFormSheet } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/register-endpoint';
import { checkFormSheetImport, importFormSheet } from './form-sheet.service';

/** The form sheet's import, per kind (DFMEA now); the export is registered with the risk calls. */
export function registerFormSheetRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.dfmea;
  registerEndpoint(app, checkDfmeaFormSheetImport, ({ body }, ctx) => checkFormSheetImport(ctx, kind, body));
  registerEndpoint(app, importDfmeaFormSheet, ({ body }, ctx) => importFormSheet(ctx, kind, body));
}
