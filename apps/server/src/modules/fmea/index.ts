export { registerFmeaRoutes } from './fmea.routes';
export { registerFormSheetRoutes } from './form-sheet/form-sheet.routes';
