// What the Chromium benches share: long tasks recorded from a page's start, and the statistics they report.
import type { Page } from 'playwright-core';

/** An init script: every page of the context records its long tasks from the start (the open phase included). */
export const recordLongTasks = () => {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
};

/** The longest task that started within [from, to) ms of the page's time origin (0 when none). */
export async function longestTask(page: Page, from: number, to: number): Promise<number> {
  return page.evaluate(
    ([start, end]) => {
      const tasks = (window as unknown as { benchLongTasks?: { start: number; duration: number }[] }).benchLongTasks;
      const inWindow = (tasks ?? []).filter((task) => task.start >= start && task.start < end);
      return Math.max(0, ...inWindow.map((task) => task.duration));
    },
    [from, to] as const,
  );
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}
