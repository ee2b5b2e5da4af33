export { registerFmeaConfigRoutes } from './fmea-config.routes';
export { generalConfig, kindConfig } from './fmea-config.service';
