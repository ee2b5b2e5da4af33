import { DASHBOARD_KINDS, FMEA_KIND_POINT, type FmeaKind } from '@qis/shared';
import { useMemo } from 'react';
import { useGrantedPermissions } from '../../shell/auth/AccessGate';

/**
 * The kinds the dashboard shows (spec §2, §5): those whose "my FMEA" point the user holds — a point exists only
 * while its kind's plugin (DFMEA 1003, PFMEA 1005, MSR 1004) is on — in the order DFMEA, PFMEA, FMEA-MSR.
 */
export function useDashboardKinds(): FmeaKind[] {
  const granted = useGrantedPermissions();
  return useMemo(() => DASHBOARD_KINDS.filter((kind) => granted.has(FMEA_KIND_POINT[kind].key)), [granted]);
}
