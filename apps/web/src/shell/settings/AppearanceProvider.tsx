import { theme as antdTheme, ConfigProvider } from 'antd';
import { createContext, type PropsWithChildren, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { localStore } from '../storage';
import { APPEARANCE_KEYS, type AppearanceSettings, normalizeAppearance } from './appearance';

interface AppearanceContextValue {
  settings: AppearanceSettings;
  /** Changes some settings; the drawer's constraints are applied and every key is saved under `pro__`. */
  update(change: Partial<AppearanceSettings>): void;
}

const AppearanceContext = createContext<AppearanceContextValue | null>(null);

function loadAppearance(): AppearanceSettings {
  return normalizeAppearance(Object.fromEntries(APPEARANCE_KEYS.map((key) => [key, localStore.get(key)])));
}

/** Holds the appearance settings and gives antd the primary colour; colour-weak mode filters the whole page. */
export function AppearanceProvider({ children }: PropsWithChildren) {
  const [settings, setSettings] = useState(loadAppearance);

  const update = useCallback((change: Partial<AppearanceSettings>) => {
    setSettings((current) => {
      const next = normalizeAppearance({ ...current, ...change });
      for (const key of APPEARANCE_KEYS) localStore.set(key, next[key]);
      return next;
    });
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', settings.colorWeak);
  }, [settings.colorWeak]);

  const value = useMemo(() => ({ settings, update }), [settings, update]);
  const themeConfig = useMemo(
    () => ({ algorithm: antdTheme.defaultAlgorithm, token: { colorPrimary: settings.primaryColor } }),
    [settings.primaryColor],
  );
  return (
    <AppearanceContext.Provider value={value}>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </AppearanceContext.Provider>
  );
}

export function useAppearance(): AppearanceContextValue {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance() used outside AppearanceProvider');
  return value;
}
