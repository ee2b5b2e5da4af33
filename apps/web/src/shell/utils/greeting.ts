import type { MessageKey } from '../../locales';

/** Greeting by hour: morning before 9, forenoon to 11, noon to 13, afternoon before 20, else evening (spec §9). */
export function greetingKey(date = new Date()): MessageKey {
  const hour = date.getHours();
  if (hour < 9) return 'analysis.greeting.morning';
  if (hour <= 11) return 'analysis.greeting.forenoon';
  if (hour <= 13) return 'analysis.greeting.noon';
  if (hour < 20) return 'analysis.greeting.afternoon';
  return 'analysis.greeting.evening';
}
