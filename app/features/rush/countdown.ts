export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left until `target`, or null once it has come. */
export function countdownTo(target: number, now: number): Countdown | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
