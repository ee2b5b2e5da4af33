import { Button } from 'antd';
import { t } from '../../../locales';
import { act } from './act';

/** 启用 / 停用 of one type or item: the change, its toast, then the list's reload. */
export function ActiveToggle({
  active,
  setActive,
  reload,
}: {
  active: boolean;
  setActive: (active: boolean) => Promise<unknown>;
  reload: () => unknown;
}) {
  return (
    <Button
      type="link"
      size="small"
      onClick={() => act(setActive(!active), active ? 'dictionary.disabled' : 'dictionary.enabled', reload)}
    >
      {t(active ? 'dictionary.disable' : 'dictionary.enable')}
    </Button>
  );
}
