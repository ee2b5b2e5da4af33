/**
 * Browser storage helpers.
 * Local storage entries use the `pro__` prefix and a `{ value, expire }` record (expire: epoch ms or null).
 */
export const STORAGE_PREFIX = 'pro__';

interface StoredRecord<T> {
  value: T;
  expire: number | null;
}

export const localStore = {
  get<T>(key: string): T | null {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return null;
    try {
      const record = JSON.parse(raw) as StoredRecord<T>;
      if (record.expire !== null && record.expire < Date.now()) {
        window.localStorage.removeItem(STORAGE_PREFIX + key);
        return null;
      }
      return record.value;
    } catch {
      return null;
    }
  },
  set<T>(key: string, value: T, maxAgeMs?: number): void {
    const record: StoredRecord<T> = { value, expire: maxAgeMs === undefined ? null : Date.now() + maxAgeMs };
    window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(record));
  },
  remove(key: string): void {
    window.localStorage.removeItem(STORAGE_PREFIX + key);
  },
};

export const cookies = {
  get(name: string): string | null {
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of document.cookie.split(';')) {
      const entry = part.trim();
      if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
    }
    return null;
  },
  set(name: string, value: string, maxAgeMs: number): void {
    const expires = new Date(Date.now() + maxAgeMs).toUTCString();
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the spec stores the password-login token in a cookie.
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
  },
  remove(name: string): void {
    // biome-ignore lint/suspicious/noDocumentCookie: see set().
    document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  },
};
