export { registerFmeaRoutes } from './fmea.routes';
