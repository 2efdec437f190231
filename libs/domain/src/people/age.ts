/** Whole years between a date of birth and a day, as a birthday counts them. */
export const ageOn = (dateOfBirth: Date, day: Date): number => {
  let age = day.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    day.getUTCMonth() < dateOfBirth.getUTCMonth() ||
    (day.getUTCMonth() === dateOfBirth.getUTCMonth() && day.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
};
