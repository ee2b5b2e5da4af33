/** An ISO time as the browser's local date and time (zh-CN, 24-hour); '-' when there is none. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-';
