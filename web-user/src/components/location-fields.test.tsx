import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { EMPTY_LOCATION, LocationFields, type LocationValue } from './location-fields';

function Form() {
  const [value, setValue] = useState<LocationValue>(EMPTY_LOCATION);
  return (
    <form aria-label="place">
      <LocationFields
        value={value}
        errors={{}}
        onChange={(next) => setValue((current) => ({ ...current, ...next }))}
        onErrors={() => undefined}
        searchLabel="Search for your town or area"
      />
    </form>
  );
}

const hidden = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

beforeEach(() => {
  stubFetch({
    'GET /util/states': { body: { data: { states: [{ id: 25, name: 'Lagos' }] } } },
    'GET /util/places': { body: { data: { places: [], attribution: '© GeoNames, CC BY 4.0' } } },
    'GET /util/locate': {
      body: { data: { state: { id: 25, name: 'Lagos' }, place: { name: 'Ikeja', kind: 'city' } } },
    },
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (resolve: PositionCallback) =>
        resolve({ coords: { latitude: 6.6018, longitude: 3.3515 } } as GeolocationPosition),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('LocationFields', () => {
  it('names "my location" after the nearest place, keeps the coordinates hidden, and shows no coordinates', async () => {
    renderWithApp(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByLabelText('Search for your town or area')).toHaveValue('Near Ikeja, Lagos'));
    expect(hidden('latitude')).toHaveAttribute('type', 'hidden');
    expect(hidden('latitude')).toHaveValue('6.6018');
    expect(hidden('longitude')).toHaveValue('3.3515');
    expect(screen.queryByLabelText('Latitude')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/6\.60|3\.35/);
    // Without tiles (no map settings here) the chosen place is drawn with its name, and "Use Map" opens a real map.
    expect(await screen.findByRole('img', { name: 'Map of Near Ikeja, Lagos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use Map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=6.6018,3.3515',
    );
  });

  it('says what to do next when no place has the typed name', async () => {
    renderWithApp(<Form />);
    await userEvent.type(screen.getByLabelText('Search for your town or area'), 'Opebi');
    expect(
      await screen.findByText('No place by that name in our list. Try the nearest town, or tap “Use my location”.'),
    ).toBeInTheDocument();
  });

  it("offers a district with its town, and links the sites the place data's credit names", async () => {
    stubFetch({
      'GET /util/states': { body: { data: { states: [{ id: 25, name: 'Lagos' }] } } },
      'GET /util/places': {
        body: {
          data: {
            places: [
              { name: 'Opebi', kind: 'area', town: 'Ikeja', state: 'Lagos', latitude: 6.5888, longitude: 3.3615 },
            ],
            attribution: '© GeoNames, CC BY 4.0; districts © DB-IP.com, CC BY 4.0',
          },
        },
      },
    });
    renderWithApp(<Form />);
    await userEvent.type(screen.getByLabelText('Search for your town or area'), 'Opebi');
    expect(await screen.findByRole('option', { name: /Opebi\s*Ikeja, Lagos/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DB-IP.com' })).toHaveAttribute('href', 'https://db-ip.com');
    expect(screen.getByText(/Places in Nigeria only\. © GeoNames, CC BY 4\.0; districts ©/)).toBeInTheDocument();
  });
});
