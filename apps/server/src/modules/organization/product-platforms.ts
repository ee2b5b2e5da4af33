import type { ProductPlatformDto } from '@qis/shared';
import { AppError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { activeItemsOfType } from '../dictionary';

/** Dictionary type whose items are the product platforms (seeded by the dictionary module). */
export const PRODUCT_PLATFORM_TYPE_CODE = 'productPlatform';

/**
 * The product platforms the current user's organization may choose. No table ties platforms to organizations,
 * so every organization of the tenant shares its enabled product platforms; a tenant without the dictionary has none.
 */
export async function currentUserProductPlatforms(ctx: UserContext): Promise<ProductPlatformDto[]> {
  try {
    return await activeItemsOfType(ctx.tx, PRODUCT_PLATFORM_TYPE_CODE);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return [];
    throw error;
  }
}
