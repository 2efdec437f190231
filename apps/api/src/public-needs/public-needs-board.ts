import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { stateSlug } from '@app/domain';
import { publicNeeds, type StateNeeds } from '@app/projectors';
import { PUBLIC_NEEDS_ERRORS } from './public-needs.errors.js';

export interface PublicBoard {
  computed_at: string;
  states: StateNeeds[];
}

/**
 * The public board, computed at most once per PUBLIC_NEEDS_CACHE_SECONDS per process and shared by every reader
 * (the API and the shared pages' link previews) however many ask: concurrent readers wait on the same computation.
 */
@Injectable()
export class PublicNeedsBoard {
  private current: { at: number; board: Promise<PublicBoard> } | null = null;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  board(): Promise<PublicBoard> {
    const now = Date.now();
    if (this.current && now - this.current.at < this.config.PUBLIC_NEEDS_CACHE_SECONDS * 1000)
      return this.current.board;
    const board = this.compute();
    this.current = { at: now, board };
    // A failed computation is not kept: the next reader tries again.
    board.catch(() => {
      if (this.current?.board === board) this.current = null;
    });
    return board;
  }

  /** One state's part of the board; NotFoundError for a slug that names no state. */
  async state(slug: string): Promise<{ computed_at: string; state: StateNeeds }> {
    const { computed_at, states } = await this.board();
    const state = states.find((candidate) => candidate.slug === slug);
    if (!state) throw PUBLIC_NEEDS_ERRORS.error('state_not_found');
    return { computed_at, state };
  }

  private async compute(): Promise<PublicBoard> {
    const em = this.em.fork();
    const computedAt = new Date().toISOString();
    const states = await em.execute<{ id: number; name: string }[]>(`select id, name from state order by name`);
    return {
      computed_at: computedAt,
      states: await publicNeeds(
        em,
        states.map((state) => ({ ...state, slug: stateSlug(state.name) })),
      ),
    };
  }
}
