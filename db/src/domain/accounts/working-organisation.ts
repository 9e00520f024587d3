// Which organisation a person works in. People can belong to several (their own business, and teams that
// invited them); the one they work in decides what they see and may do. A session keeps its own choice
// (the user menu's switcher), new sessions start where the person last chose, and without any choice the
// first approved organisation they joined, else the first they joined.
import { LockMode, Membership, UserProfile, type EntityManager, type Loaded } from '../../index.js';
import { DomainError } from '../errors.js';

export type SeatWithOrganisation = Loaded<Membership, 'organisation'>;

export const NOT_A_MEMBER_MESSAGE = 'You are not a member of this organisation.';

/** Every seat of a person with its organisation, oldest first. */
export const loadSeats = (em: EntityManager, userId: string): Promise<SeatWithOrganisation[]> =>
  em.find(
    Membership,
    { user: userId },
    { populate: ['organisation'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );

/**
 * The seat a person works in: the first preference they still have a seat for (the session's choice, then
 * their last choice), else their oldest seat in an approved organisation, else their oldest seat.
 */
export function chooseWorkingSeat<Seat extends { organisation: { id: string; $: { status: string } } }>(
  seats: readonly Seat[],
  preferences: readonly (string | null | undefined)[],
): Seat | undefined {
  for (const preferred of preferences) {
    if (!preferred) continue;
    const seat = seats.find((candidate) => candidate.organisation.id === preferred);
    if (seat) return seat;
  }
  return seats.find((seat) => seat.organisation.$.status === 'approved') ?? seats[0];
}

/**
 * The person chooses to work in one of their organisations: remembered as where their next session starts
 * (the gateway keeps it in the current session too). Refused for an organisation they have no seat in.
 */
export async function chooseWorkingOrganisation(
  em: EntityManager,
  userId: string,
  organisationId: string,
): Promise<SeatWithOrganisation> {
  const seat = await em.findOne(
    Membership,
    { user: userId, organisation: organisationId },
    { populate: ['organisation'] },
  );
  if (!seat) throw new DomainError('not_found', 'not_a_member', NOT_A_MEMBER_MESSAGE, 'organisationId');
  const user = await em.findOneOrFail(UserProfile, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  user.activeOrganisationId = seat.organisation.id;
  return seat;
}
