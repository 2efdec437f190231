import { NeedsBoard } from '@/features/needs/components/needs-board';

export const Component = NeedsBoard;
