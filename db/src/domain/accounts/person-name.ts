/**
 * How a person is named wherever the product shows who did something (a payment's maker, a report's
 * requester, an audit row's actor, the invitation e-mail's inviter): their full name, else the name of the
 * business they signed up with. One rule, so the same person reads the same on every screen.
 */
export function personName(user: { fullName?: string | null; businessName: string }): string {
  return user.fullName?.trim() || user.businessName;
}
