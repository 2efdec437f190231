import type { EntityManager } from '@mikro-orm/postgresql';
import { NIGERIAN_TOWNS } from '@app/geo';

/** Towns repeated by population (one slot per 50,000 people, at least one), so seeded people follow where people live. */
const weightedTowns = () =>
  NIGERIAN_TOWNS.flatMap((town) =>
    Array.from({ length: Math.max(1, Math.round(town.population / 50_000)) }, () => town),
  );

export interface PopulationOptions {
  /** Email prefix and domain: `${prefix}-donor-${n}@${domain}`. */
  prefix: string;
  domain: string;
  donors: number;
  recipients: number;
  passwordHash: string;
  /** Spread around the town centre, in degrees (0.05 is about 5 km). */
  spread?: number;
}

/**
 * Inserts onboarded, active donors and recipients over real Nigerian towns in one set-based statement each
 * (blood groups at Nigerian frequencies, ages 18 to 65, a third with a past donation). Idempotent: existing
 * emails are skipped. Returns the accounts added by this call.
 */
export const seedPopulation = async (
  em: EntityManager,
  options: PopulationOptions,
): Promise<{ id: string; role: 'donor' | 'recipient' }[]> => {
  const towns = weightedTowns();
  const params = [
    `{${towns.map((t) => t.latitude).join(',')}}`,
    `{${towns.map((t) => t.longitude).join(',')}}`,
    `{${towns.map((t) => `"${t.state}"`).join(',')}}`,
    `{${towns.map((t) => `"${t.name.replace(/"/g, '')}"`).join(',')}}`,
  ];
  const insert = (role: 'donor' | 'recipient', count: number) =>
    em.execute<{ id: string; role: 'donor' | 'recipient' }[]>(
      `with towns as (select * from unnest(?::float8[], ?::float8[], ?::text[], ?::text[]) with ordinality
                        as t(latitude, longitude, state, name, n)),
            people as (select g, 1 + floor(random() * (select count(*) from towns))::int as town, random() as r
                         from generate_series(1, ?) g)
       insert into app_user (id, first_name, last_name, email, phone_number, password_hash, status, role, onboarded,
                             gender, dob, blood_group, state_id, latitude, longitude, address, last_donation_date,
                             verified_at, sessions_valid_after, created_at, updated_at)
       select gen_random_uuid(), 'Demo' || initcap(?), 'Person' || p.g, ? || '-' || ? || '-' || p.g || '@' || ?,
              '234800' || lpad((p.g % 10000000)::text, 7, '0'), ?, 'active', ?::user_role, true,
              case when p.g % 2 = 0 then 'Female' else 'Male' end,
              (current_date - ((18 * 365) + floor(random() * 47 * 365))::int),
              case when p.r < 0.47 then 'O+' when p.r < 0.68 then 'A+' when p.r < 0.89 then 'B+' when p.r < 0.92 then 'AB+'
                   when p.r < 0.955 then 'O-' when p.r < 0.97 then 'A-' when p.r < 0.985 then 'B-' else 'AB-' end,
              s.id, t.latitude + (random() - 0.5) * ?, t.longitude + (random() - 0.5) * ?, t.name || ', ' || t.state,
              case when random() < 0.33 then date_trunc('month', current_date - (floor(random() * 720))::int)::date end,
              now(), 'epoch', now(), now()
         from people p join towns t on t.n = p.town join state s on s.name = t.state
       on conflict (email) do nothing
       returning id, role::text as role`,
      [
        ...params,
        count,
        role,
        options.prefix,
        role,
        options.domain,
        options.passwordHash,
        role,
        options.spread ?? 0.05,
        options.spread ?? 0.05,
      ],
    );
  return [...(await insert('donor', options.donors)), ...(await insert('recipient', options.recipients))];
};
