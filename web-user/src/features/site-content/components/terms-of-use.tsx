import { Bullets, ContentPage, Section } from '@/components/content-page';

export function TermsOfUse() {
  return (
    <ContentPage title="Terms of Use" lead="Please read these notes before you donate or request blood.">
      <Section title="For donors">
        <Bullets
          items={[
            'Blood donation on this platform is voluntary and unpaid. Never ask for or accept payment for your blood.',
            'You may accept a reasonable transport fare from the recipient; nothing more.',
            'Only accept a request you intend to honour, and keep your phone reachable after accepting.',
            'Declining requests repeatedly within 30 days triggers a warning; abuse may lead to suspension for one month.',
            'Do not take pictures of patients without their consent.',
          ]}
        />
      </Section>
      <Section title="For recipients">
        <Bullets
          items={[
            'Requests must come from a registered hospital and be for a real, current need. At most 4 units per request.',
            'Paying for transport is the recipient’s duty. Do not offer payment for blood.',
            'Do not contact donors outside the platform for other purposes, and do not redirect a donor to another location.',
            'Confirm the donation on the platform once you receive it.',
          ]}
        />
      </Section>
      <Section title="Refreshments">
        <Bullets
          items={[
            'Donors should eat and drink well before donating and rest 10 to 15 minutes afterwards.',
            'Recipients and hospitals are encouraged to offer a drink and a snack after the donation.',
          ]}
        />
      </Section>
    </ContentPage>
  );
}
