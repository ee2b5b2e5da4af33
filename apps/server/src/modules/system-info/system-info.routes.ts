import { getSystemInfo } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { systemSettings } from '../../db/tables';
import { registerEndpoint } from '../../platform/http/register-endpoint';

export function registerSystemInfoRoutes(app: FastifyInstance) {
  registerEndpoint(app, getSystemInfo, async (_input, { db, services }) => {
    const [settings] = await db.select().from(systemSettings).limit(1);
    const { identity, port } = services.config;
    const loginType: 0 | 1 = settings?.loginType === 0 ? 0 : 1;
    return {
      name: settings?.name ?? '',
      isSingleSystem: settings?.isSingleSystem ?? false,
      singleSystemModule: settings?.singleSystemModule ?? null,
      loginType,
      identityServerPort: identity.port ?? port,
      identityServerPrefix: identity.prefix,
      authority: identity.authority,
      clientId: identity.clientId,
      companyName: settings?.companyName ?? '',
      isAddDataBase: settings?.isAddDataBase ?? false,
    };
  });
}
