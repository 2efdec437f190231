import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { renderWithApp, stubFetch } from '@/test/render';
import { TestimonialForm } from './testimonial-form';

afterEach(() => vi.unstubAllGlobals());

const fill = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};
const share = () => userEvent.click(screen.getByRole('button', { name: 'Share' }));

describe('share testimonial', () => {
  it('asks a donor for location, summary, reason (spelled as the product does), aftermath, lesson and consent', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<TestimonialForm role="donor" />);
    await share();
    expect(screen.getByText('Location cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('cannote be empty')).toBeInTheDocument();
    expect(screen.getAllByText('Cannot be empty')).toHaveLength(3);
    expect(screen.getByText('You must accept this condition')).toBeInTheDocument();
    expect(screen.queryByLabelText('What would you tell others?')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks a recipient for a conclusion instead, and shares with the consent given', async () => {
    const { calls } = stubFetch({ 'POST /feedbacks/testimonials': { status: 201, body: { data: null } } });
    renderWithApp(<TestimonialForm role="recipient" />);
    await share();
    expect(screen.getAllByText('Cannot be empty')).toHaveLength(3);
    expect(screen.queryByText('cannote be empty')).not.toBeInTheDocument();

    await fill('Location', 'Kano');
    await fill('Tell us briefly about your experience', 'Two donors came within hours.');
    await fill('How are things now?', 'My father is home.');
    await fill('What would you tell others?', 'Register as a donor.');
    await share();
    expect(screen.getByText('You must accept this condition')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await share();
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('Testimonial shared successfully'),
    );
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      type: 'recipient',
      state: 'Kano',
      summary: 'Two donors came within hours.',
      aftermath: 'My father is home.',
      conclusion: 'Register as a donor.',
      consent: true,
    });
  });

  it('holds the typing limits: 45 characters a word, 50 words in the summary, 100 elsewhere', async () => {
    renderWithApp(<TestimonialForm role="donor" />);
    const summary = screen.getByLabelText('Tell us briefly about your donation');
    await userEvent.click(summary);
    await userEvent.paste(`${'x'.repeat(50)} `);
    expect(summary).toHaveValue(`${'x'.repeat(45)} `);
    await userEvent.clear(summary);
    await userEvent.click(summary);
    await userEvent.paste('word '.repeat(60));
    expect((summary as HTMLTextAreaElement).value.trim().split(/\s+/)).toHaveLength(50);
    expect(screen.getByText('50 of 50 words')).toBeInTheDocument();
    const lesson = screen.getByLabelText('What did you learn?');
    await userEvent.click(lesson);
    await userEvent.paste('word '.repeat(120));
    expect((lesson as HTMLTextAreaElement).value.trim().split(/\s+/)).toHaveLength(100);
  });
});
