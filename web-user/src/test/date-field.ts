import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types a value ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm", or "" to empty it) into the DateField labelled `label`, part by
 * part as a person does.
 */
export async function enterDate(label: string, value: string, container: HTMLElement = document.body) {
  const field = within(within(container).getByRole('group', { name: label }));
  const [date = '', time] = value.split('T');
  const [year = '', month = '', day = ''] = date.split('-');
  const type = async (part: string, text: string) => {
    const input = field.getByLabelText(part);
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
  };
  await type('Day', day);
  await userEvent.selectOptions(field.getByLabelText('Month'), month);
  await type('Year', year);
  if (time === undefined) return;
  const [hour = '', minute = ''] = time.split(':');
  await type('Hour', hour);
  await type('Minute', minute);
}
