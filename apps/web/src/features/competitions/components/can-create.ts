import { COMPETITION_MENU } from '@ankur/shared/schemas/competitions';
import { useCan } from '../../../stores/access';

export const NEW_COMPETITION_PATH = '/competition/manage/new';

/**
 * Whether the signed-in person may create competitions: the 'Competition' create privilege, or
 * the 'Event' one (organisers run both; the server decides again).
 */
export function useCanCreateCompetition(): boolean {
  const competition = useCan(COMPETITION_MENU, 'create');
  const event = useCan('Event', 'create');
  return competition || event;
}
