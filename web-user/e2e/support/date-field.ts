import type { Locator, Page } from 'playwright-core';

/** The parts' labels of the app's date field, in the language the page is in. */
export type DatePartLabels = { day: string; month: string; year: string };
const ENGLISH: DatePartLabels = { day: 'Day', month: 'Month', year: 'Year' };

/**
 * Fills the app's date field labelled `label` with "YYYY-MM-DD", as a person does: the day and year typed, the month
 * chosen from the list by its value ("01".."12"), whatever the name it shows.
 */
export async function fillDate(scope: Page | Locator, label: string, value: string, parts = ENGLISH) {
  const field = scope.getByRole('group', { name: label });
  const [year = '', month = '', day = ''] = value.split('-');
  await field.getByLabel(parts.day, { exact: true }).fill(day);
  await field.getByLabel(parts.month, { exact: true }).selectOption(month);
  await field.getByLabel(parts.year, { exact: true }).fill(year);
}
