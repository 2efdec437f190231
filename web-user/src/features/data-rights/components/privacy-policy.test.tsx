import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RETENTION_DAYS } from '@app/domain';
import { PrivacyPolicy } from './privacy-policy';

describe('the privacy policy page', () => {
  it('says what is collected, why, who sees it, how long it is kept and how to use each right', () => {
    renderWithApp(<PrivacyPolicy />);
    for (const heading of ['What we collect', 'Why we use it', 'Who sees it', 'How long we keep it', 'Your rights'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText('your blood group and genotype, which are health data')).toBeInTheDocument();
    expect(
      screen.getByText('A donor’s phone number is shown only to the recipient whose request the donor accepted.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/audit log that keeps no personal details/)).toBeInTheDocument();
    expect(screen.getByText(/Download my data/)).toBeInTheDocument();
    expect(screen.getByText(/Delete my account/)).toBeInTheDocument();
  });

  it('shows the periods the retention job enforces', () => {
    renderWithApp(<PrivacyPolicy />);
    expect(screen.getByText(`In-app notifications: ${RETENTION_DAYS.notifications} days.`)).toBeInTheDocument();
    expect(screen.getByText(`Copies of emails we sent: ${RETENTION_DAYS.mailFiles} days.`)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Sign-ups whose email address was never verified: deleted after ${RETENTION_DAYS.abandonedSignUps} days.`,
      ),
    ).toBeInTheDocument();
  });
});
