import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDate,
  clampTaskStatsRange,
  completionRate,
  countTasksByDue,
  defaultTaskStatsRange,
  isFutureDate,
  tallyTaskStatistics,
  taskStatsBuckets,
  taskStatsDate,
} from './task-statistics';

describe('task statistics ranges (spec §5)', () => {
  it('defaults: 7 days, 4 weeks, 3 months plus one day, ending today', () => {
    expect(defaultTaskStatsRange(1, '2026-11-28')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(defaultTaskStatsRange(2, '2026-11-28')).toEqual({ start: '2026-11-01', end: '2026-11-28' });
    expect(defaultTaskStatsRange(3, '2026-11-28')).toEqual({ start: '2026-08-29', end: '2026-11-28' });
    // A day the month three back lacks: its last day, plus one.
    expect(defaultTaskStatsRange(3, '2026-05-31')).toEqual({ start: '2026-03-01', end: '2026-05-31' });
  });

  it('clamps a start earlier than three months before the end to that plus one day', () => {
    expect(clampTaskStatsRange({ start: '2026-01-01', end: '2026-11-28' })).toEqual({
      start: '2026-08-29',
      end: '2026-11-28',
      clamped: true,
    });
    expect(clampTaskStatsRange({ start: '2026-08-29', end: '2026-11-28' }).clamped).toBe(false);
    expect(clampTaskStatsRange({ start: '2026-08-28', end: '2026-11-28' }).start).toBe('2026-08-29');
    // Across the year.
    expect(clampTaskStatsRange({ start: '2025-01-01', end: '2026-02-10' }).start).toBe('2025-11-11');
  });

  it('refuses future dates and reads the date part of the sent times', () => {
    expect(isFutureDate('2026-11-29', '2026-11-28')).toBe(true);
    expect(isFutureDate('2026-11-28', '2026-11-28')).toBe(false);
    expect(calendarDate('2026-11-28 23:59:59')).toBe('2026-11-28');
    expect(calendarDate('2026-02-30 00:00:00')).toBeNull();
    expect(calendarDate('yesterday')).toBeNull();
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});

describe('task statistics buckets and rates', () => {
  it('buckets by day, by Monday-to-Sunday week and by month, cut to the range', () => {
    expect(taskStatsBuckets(1, { start: '2026-11-26', end: '2026-11-28' }).map((b) => b.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    // 2026-11-01 is a Sunday.
    expect(taskStatsBuckets(2, { start: '2026-11-01', end: '2026-11-28' })).toEqual([
      { date: '2026-11-01', from: '2026-11-01', to: '2026-11-01' },
      { date: '2026-11-02', from: '2026-11-02', to: '2026-11-08' },
      { date: '2026-11-09', from: '2026-11-09', to: '2026-11-15' },
      { date: '2026-11-16', from: '2026-11-16', to: '2026-11-22' },
      { date: '2026-11-23', from: '2026-11-23', to: '2026-11-28' },
    ]);
    expect(taskStatsBuckets(3, { start: '2026-08-29', end: '2026-11-28' })).toEqual([
      { date: '2026-08', from: '2026-08-29', to: '2026-08-31' },
      { date: '2026-09', from: '2026-09-01', to: '2026-09-30' },
      { date: '2026-10', from: '2026-10-01', to: '2026-10-31' },
      { date: '2026-11', from: '2026-11-01', to: '2026-11-28' },
    ]);
  });

  it('counts each task on its planned end (or, without one, the day it was done) with the rate in percent', () => {
    const buckets = taskStatsBuckets(2, { start: '2026-11-01', end: '2026-11-28' });
    const rows = tallyTaskStatistics(buckets, [
      { endDate: '2026-11-03', done: true, doneDate: '2026-11-05' },
      { endDate: '2026-11-04', done: false, doneDate: null },
      { endDate: '2026-11-08', done: false, doneDate: null },
      { endDate: null, done: true, doneDate: '2026-11-20' },
      { endDate: null, done: false, doneDate: null },
      { endDate: '2026-10-31', done: false, doneDate: null },
      { endDate: '2026-11-28', done: true, doneDate: '2026-11-27' },
    ]);
    expect(rows.map((r) => [r.currentDoneNum, r.currentTodoNum, r.jobRate])).toEqual([
      [0, 0, 0],
      [1, 2, 33.33],
      [0, 0, 0],
      [1, 0, 100],
      [1, 0, 100],
    ]);
    expect(taskStatsDate({ endDate: null, done: false, doneDate: null })).toBeNull();
    expect(completionRate(2, 1)).toBe(66.67);
  });
});

describe('task counts by due state', () => {
  it('overdue before today, today, not yet due from today on or without an end; done tasks not counted', () => {
    expect(
      countTasksByDue(
        [
          { endDate: '2026-11-27', done: false },
          { endDate: '2026-11-27', done: true },
          { endDate: '2026-11-28', done: false },
          { endDate: '2026-12-01', done: false },
          { endDate: null, done: false },
        ],
        '2026-11-28',
      ),
    ).toEqual({ overdueCount: 1, todayCount: 1, noDueCount: 3 });
  });
});
