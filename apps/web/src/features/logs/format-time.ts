/** An ISO time as the browser's local date and time. */
export const formatTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-';
