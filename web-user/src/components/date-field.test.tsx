import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useForm } from '@/lib/forms';
import { i18next } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { personalDetailsForm, requestDetailsForm } from '@app/domain';
import { nowForInput } from '@/features/find-donor/hooks/request-date';
import { DateField } from './date-field';

/** Tomorrow at this time in Lagos, as the wizard's "Now!" writes it: a needed-by the rule accepts. */
const tomorrow = nowForInput(new Date(Date.now() + 86_400_000));

const dobRule = personalDetailsForm.pick({ dob: true });
const neededByRule = requestDetailsForm.pick({ date: true });

/**
 * A form as the app's: the value checked by the domain's rule on submit, and shown as it would be sent; "Now!" sets
 * the value from outside, as the wizard's button does.
 */
function DateForm({ name, rule, label, withTime = false }: FormProps) {
  const form = useForm<Record<string, string>>({ [name]: '' });
  const [sent, setSent] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check(rule)) setSent(form.values[name] ?? '');
      }}
    >
      <DateField label={label} withTime={withTime} {...form.valueField(name)} />
      <button type="button" onClick={() => form.setValue(name, tomorrow)}>
        Now!
      </button>
      <button type="submit">Save</button>
      <output>{sent}</output>
    </form>
  );
}

type FormProps = { name: string; rule: z.ZodType; label: string; withTime?: boolean };
const DobForm = () => <DateForm name="dob" rule={dobRule} label="Date of birth" />;
const NeededByForm = () => <DateForm name="date" rule={neededByRule} label="Date and time needed" withTime />;

const group = (name: string) => screen.getByRole('group', { name });
const partLabels = (name: string) =>
  within(group(name))
    .getAllByRole('textbox')
    .concat(within(group(name)).getAllByRole('combobox'))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((input) => input.getAttribute('id'));

/** Day, month (by its name) and year, typed and chosen under the parts' labels. */
const typeParts = async (
  [day, month, year]: string[],
  [dayLabel, monthLabel, yearLabel] = ['Day', 'Month', 'Year'],
) => {
  await userEvent.type(screen.getByLabelText(dayLabel!), day!);
  await userEvent.selectOptions(screen.getByLabelText(monthLabel!), month!);
  await userEvent.type(screen.getByLabelText(yearLabel!), year!);
};

describe('DateField', () => {
  beforeAll(() => i18next.loadLanguages(['ha', 'yo', 'ig', 'pcm']));
  afterEach(() => act(() => i18next.changeLanguage('en')));

  it('asks day, month by name and year in that order, and sends the ISO date the API reads', async () => {
    renderWithApp(<DobForm />);
    expect(partLabels('Date of birth')).toEqual(['dob-day', 'dob-month', 'dob-year']);
    const months = within(group('Date of birth')).getAllByRole('option');
    expect(months.map((option) => option.textContent)).toContain('November');

    await typeParts(['4', 'March', '1994']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('1994-03-04');
  });

  it('shows the domain rule: empty, a day that does not exist, a birth date in the future', async () => {
    renderWithApp(<DobForm />);
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await screen.findByText('Date of birth cannot be empty');

    await userEvent.type(screen.getByLabelText('Day'), '31');
    await userEvent.selectOptions(screen.getByLabelText('Month'), 'February');
    await userEvent.click(save);
    await screen.findByText('Enter a valid date');

    await userEvent.type(screen.getByLabelText('Year'), '1990');
    await userEvent.click(save);
    await screen.findByText('Enter a valid date');

    await userEvent.selectOptions(screen.getByLabelText('Month'), 'March');
    await userEvent.clear(screen.getByLabelText('Year'));
    await userEvent.type(screen.getByLabelText('Year'), String(new Date().getFullYear() + 1));
    await userEvent.click(save);
    await screen.findByText('Date of birth cannot be later than today');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('reads in Hausa: Hausa labels and month names, and the same ISO date', async () => {
    await act(() => i18next.changeLanguage('ha'));
    renderWithApp(<DobForm />);
    const months = within(group('Date of birth'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months).toEqual(expect.arrayContaining(['Janairu', 'Nuwamba', 'Disamba']));
    expect(months).not.toContain('November');

    await typeParts(['28', 'Nuwamba', '1990'], ['Rana', 'Wata', 'Shekara']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('1990-11-28');
  });

  it('gives every language its own month names, in the order Nigeria writes dates', async () => {
    for (const [language, november] of [
      ['yo', 'Oṣù Bélú'],
      ['ig', 'Novemba'],
      ['pcm', 'Nọvẹ́mba'],
    ] as const) {
      await act(() => i18next.changeLanguage(language));
      const { unmount } = renderWithApp(<DobForm />);
      expect(partLabels('Date of birth')).toEqual(['dob-day', 'dob-month', 'dob-year']);
      expect(within(group('Date of birth')).getByRole('option', { name: november })).toBeTruthy();
      unmount();
    }
  });

  it('asks the time on the 24-hour clock, takes a value set from outside, and refuses a time that does not exist', async () => {
    renderWithApp(<NeededByForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Now!' }));
    const [year, month, day, hour, minute] = tomorrow.split(/[-T:]/);
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(day);
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe(month);
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe(year);
    expect((screen.getByLabelText('Hour') as HTMLInputElement).value).toBe(hour);
    expect((screen.getByLabelText('Minute') as HTMLInputElement).value).toBe(minute);

    await userEvent.clear(screen.getByLabelText('Hour'));
    await userEvent.type(screen.getByLabelText('Hour'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a valid date');

    await userEvent.clear(screen.getByLabelText('Hour'));
    await userEvent.type(screen.getByLabelText('Hour'), '23');
    await userEvent.clear(screen.getByLabelText('Minute'));
    await userEvent.type(screen.getByLabelText('Minute'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe(`${year}-${month}-${day}T23:05`);
  });
});
