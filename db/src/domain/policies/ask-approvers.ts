import type { EntityManager } from '../../index.js';
import type { CommandEffects } from '../command-effects.js';
import { loadPolicyTeam } from './organisation-policies.js';

/** What the approvers are told: the same words and parameters for each of them. */
export type ApprovalRequest = Pick<
  Parameters<CommandEffects['notify']>[0],
  'title' | 'message' | 'messageKey' | 'params'
>;

/**
 * Asks for an approval: a notification to every member who may approve payments (the policies' approvers),
 * the maker aside, since nobody approves their own payment.
 */
export async function askApproversToApprove(
  em: EntityManager,
  effects: CommandEffects,
  maker: { organisationId: string; userId: string },
  request: ApprovalRequest,
): Promise<void> {
  const { approvers } = await loadPolicyTeam(em, maker.organisationId);
  for (const userId of approvers) {
    if (userId !== maker.userId) effects.notify({ userId, type: 'info', ...request });
  }
}
