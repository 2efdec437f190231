import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

describe('FaqList', () => {
  it('starts with the two fixed items, how it works and registration, then the list of questions', () => {
    render(<FaqList />);
    const questions = screen.getAllByRole('button').map((button) => button.textContent);
    expect(questions[0]).toMatch(/How does .* work\?/);
    expect(questions[1]).toBe('How do I register?');
    expect(questions.length).toBeGreaterThanOrEqual(15);
  });
});
