import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';

export function PrivacyPolicy() {
  return (
    <ContentPage
      title="Data Protection and Privacy Policy"
      lead={`How ${APP_NAME} collects, uses and protects your data.`}
    >
      <Section title="What we collect">
        <P>When you register we collect:</P>
        <Bullets
          items={[
            'your name, email address and phone number',
            'your state and LGA or town',
            'your blood type, age and gender',
          ]}
        />
        <P>When you request blood we collect:</P>
        <Bullets
          items={[
            'the reason for the request and the number of units',
            'the blood type and the date it is needed',
            'the hospital, its state and the physician’s name',
          ]}
        />
      </Section>
      <Section title="How we use it">
        <P>
          We use your data only to match donors with recipients by blood group and location, to send you notifications
          and reminders, and to improve the service. When a donor accepts a request, only the donor’s phone number is
          shared with the recipient.
        </P>
      </Section>
      <Section title="Your rights">
        <P>
          You may view and correct your details in your profile at any time, and ask us to delete your account. We never
          sell your data. Data is stored securely and only staff who need it to run the service can access it.
        </P>
      </Section>
    </ContentPage>
  );
}
