export { registerHomeRoutes } from './home.routes';
export { registerHomePageRoutes } from './home-page.routes';
