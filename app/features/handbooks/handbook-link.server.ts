import { now } from '../../shared/runtime/clock.server';
import { currentPosition } from '../officer-terms/index.server';
import { handbookPath } from './handbook-rules';

/**
 * The account menu's way to the handbooks: an officer's own position's handbook ("Handbook"), or for a member who
 * holds no position today the list of every handbook ("Handbooks").
 */
export async function handbookLinkFor(memberId: number): Promise<{ path: string; label: string }> {
  const position = await currentPosition(memberId, now());
  return position ? { path: handbookPath(position), label: 'Handbook' } : { path: '/handbooks', label: 'Handbooks' };
}
