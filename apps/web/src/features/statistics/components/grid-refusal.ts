import { columnLetter } from '@qis/stats/sheet';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import type { GridRefusal } from './DataGridModel';

/** Tells the user which sheet limit an edit would break. */
export function showRefusal(refusal: GridRefusal) {
  if (refusal.reason === 'rows') toast.warning(t('statistics.grid.tooManyRows', { max: refusal.max }));
  else if (refusal.reason === 'columns') toast.warning(t('statistics.grid.tooManyColumns', { max: refusal.max }));
  else {
    const cell = `${columnLetter(refusal.column)}${refusal.row + 1}`;
    toast.warning(t('statistics.grid.cellTooLong', { max: refusal.max, cell }));
  }
}
