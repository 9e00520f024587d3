import { paths } from '../app/paths';
import { restartRouterAt } from '../app/router';
import { useSwitchOrganisationMutation } from '../api/profile/mutations';
import { reconnectRealtime } from '../realtime/socket';

/**
 * The app starts afresh at /, and the tab's socket reconnects: its rooms are decided at the handshake, so it
 * hears the organisation chosen and no longer the one left.
 */
const restartInNewOrganisation = () => {
  restartRouterAt(paths.home);
  reconnectRealtime();
};

/**
 * Works in another organisation, then shows its dashboard: the cache is emptied (api/profile/mutations.ts)
 * and the app starts afresh at /, as what was on screen belonged to the organisation left.
 */
export function useSwitchOrganisation() {
  return useSwitchOrganisationMutation(restartInNewOrganisation);
}
