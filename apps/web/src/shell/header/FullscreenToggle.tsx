import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../locales';

/** Spec §9: the fullscreen state is read 300 ms after the toggle (the browser switches asynchronously). */
const FULLSCREEN_TOGGLE_DELAY_MS = 300;

export function FullscreenToggle() {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  // Leaving fullscreen with Esc or F11 changes the state without this button.
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void change.catch(() => undefined);
    window.setTimeout(() => setFull(Boolean(document.fullscreenElement)), FULLSCREEN_TOGGLE_DELAY_MS);
  };
  const label = t(full ? 'header.fullscreen.exit' : 'header.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
