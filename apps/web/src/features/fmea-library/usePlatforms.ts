import type { ProductPlatformDto } from '@qis/shared';
import { useEffect, useState } from 'react';
import { fetchProductPlatforms } from './api';

/** The product platforms the user may pick (the enabled items of the productPlatform dictionary). */
export function usePlatforms(): ProductPlatformDto[] {
  const [platforms, setPlatforms] = useState<ProductPlatformDto[]>([]);
  useEffect(() => {
    fetchProductPlatforms()
      .then(setPlatforms)
      .catch(() => undefined);
  }, []);
  return platforms;
}
