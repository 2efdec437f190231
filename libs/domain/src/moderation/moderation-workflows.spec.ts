import { describe, expect, it } from '@jest/globals';
import { ADVOCATE_APPLICATION_MOVES, canMove, MODERATION_MOVES, PARTNERSHIP_MOVES } from './moderation-workflows.js';

describe('staff workflows', () => {
  it('moves reports open → investigating → resolved or dismissed, and never back', () => {
    expect(canMove(MODERATION_MOVES, 'open', 'investigating')).toBe(true);
    expect(canMove(MODERATION_MOVES, 'open', 'dismissed')).toBe(true);
    expect(canMove(MODERATION_MOVES, 'investigating', 'resolved')).toBe(true);
    expect(canMove(MODERATION_MOVES, 'investigating', 'open')).toBe(false);
    expect(canMove(MODERATION_MOVES, 'resolved', 'dismissed')).toBe(false);
    expect(canMove(MODERATION_MOVES, 'resolved', 'resolved')).toBe(true);
  });

  it('moves partnership messages new → contacted → agreed or declined', () => {
    expect(canMove(PARTNERSHIP_MOVES, 'new', 'contacted')).toBe(true);
    expect(canMove(PARTNERSHIP_MOVES, 'contacted', 'new')).toBe(false);
    expect(canMove(PARTNERSHIP_MOVES, 'agreed', 'declined')).toBe(false);
  });

  it('decides advocate applications once: shortlisted may still be accepted or rejected, the rest is final', () => {
    expect(ADVOCATE_APPLICATION_MOVES.new).toEqual(['shortlisted', 'accepted', 'rejected']);
    expect(canMove(ADVOCATE_APPLICATION_MOVES, 'shortlisted', 'accepted')).toBe(true);
    expect(canMove(ADVOCATE_APPLICATION_MOVES, 'accepted', 'rejected')).toBe(false);
  });
});
