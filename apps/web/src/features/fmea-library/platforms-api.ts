import {
  createProductPlatform,
  disableProductPlatform,
  editProductPlatform,
  enableProductPlatform,
  listProductPlatforms,
  type ProductPlatformItemDto,
} from '@qis/shared';
import { addTexts } from '../../locales';
import { fmeaBomBoundaryZhCN } from '../../locales/fmea-bom-boundary.zh-CN';
import { callEndpoint } from '../../shell/call-endpoint';

// The calls of /ProductPlatformManagement (its texts come with them).
addTexts(fmeaBomBoundaryZhCN);

export type { ProductPlatformItemDto };

export const fetchPlatforms = (query: { keyword?: string; isActive?: 'true' | 'false' }) =>
  callEndpoint(listProductPlatforms, { query });
export const savePlatform = (
  values: { code: string; name: string; description: string | null },
  existing: ProductPlatformItemDto | null,
) =>
  existing
    ? callEndpoint(editProductPlatform, {
        body: { id: existing.id, version: existing.version, name: values.name, description: values.description },
      })
    : callEndpoint(createProductPlatform, { body: values });
export const setPlatformActive = (platform: ProductPlatformItemDto, active: boolean) =>
  callEndpoint(active ? enableProductPlatform : disableProductPlatform, {
    body: { id: platform.id, version: platform.version },
  });
