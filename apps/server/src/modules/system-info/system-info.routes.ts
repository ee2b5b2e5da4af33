import {
  creatOrEditLoginSetting,
  creatOrEditOrganizationSetting,
  creatOrEditSingleSystemModule,
  creatOrEditSystemInfo,
  getAppsetting,
  getOrganizationSetting,
  getSingleSystemModule,
  getSingleSystemModules,
  getSystemInfo,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { appSettings } from './app-settings.service';
import { organizationSetting, saveOrganizationSetting } from './organization-settings.service';
import * as settings from './system-settings.service';

export function registerSystemInfoRoutes(app: FastifyInstance) {
  registerEndpoint(app, getSystemInfo, (_input, { db, services }) => settings.systemInfo(db, services.config));
  registerEndpoint(app, creatOrEditSystemInfo, ({ body }, ctx) => settings.saveSystemInfo(ctx, body));
  registerEndpoint(app, creatOrEditLoginSetting, ({ body }, ctx) => settings.saveLoginSetting(ctx, body));
  registerEndpoint(app, getSingleSystemModule, (_input, ctx) => settings.singleSystemModule(ctx));
  registerEndpoint(app, creatOrEditSingleSystemModule, ({ body }, ctx) => settings.saveSingleSystemModule(ctx, body));
  registerEndpoint(app, getSingleSystemModules, async () => settings.singleSystemModules(), { transaction: false });
  registerEndpoint(app, getOrganizationSetting, (_input, ctx) => organizationSetting(ctx.tx));
  registerEndpoint(app, creatOrEditOrganizationSetting, ({ body }, ctx) => saveOrganizationSetting(ctx, body));
  registerEndpoint(app, getAppsetting, (_input, ctx) => appSettings(ctx));
}
