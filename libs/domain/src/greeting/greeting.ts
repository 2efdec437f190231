export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening' | 'Hello';

/** The dashboard greeting for an hour of the day, fractional hours allowed (23.9 is just before midnight). */
export const greetingFor = (hour: number): Greeting => {
  if (hour >= 0 && hour < 12) return 'Good Morning';
  if (hour >= 12 && hour < 15) return 'Good Afternoon';
  if (hour >= 15 && hour < 24) return 'Good Evening';
  return 'Hello';
};

export const hourOf = (date: Date): number => date.getHours() + date.getMinutes() / 60;
