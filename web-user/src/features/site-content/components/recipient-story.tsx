import { ContentPage, P } from '@/components/content-page';

export function RecipientStory() {
  return (
    <ContentPage title="“I got the call at midnight”" lead="A donor's story, in her own words.">
      <P>
        I registered as a donor on a quiet Sunday afternoon. It took about a minute: my name, my blood group and the
        town where I live. I did not expect anything to happen for a while.
      </P>
      <P>
        Three weeks later a request appeared on my phone. A young mother at a hospital twenty minutes from my house had
        lost a lot of blood after delivering her baby, and she needed O+ blood urgently. I accepted the request, and the
        hospital&apos;s number and directions were right there.
      </P>
      <P>
        At the hospital the nurses checked my blood pressure, my weight and my blood level before anything else. The
        donation itself took less than ten minutes. I rested, drank a bottle of malt and ate biscuits, and went home.
      </P>
      <P>
        Two days later the family sent a message through the platform: mother and baby were both doing well. I have
        donated twice since. Every time, I think of that message. If you are healthy and between 18 and 65, please
        register. Somebody near you is waiting.
      </P>
    </ContentPage>
  );
}
