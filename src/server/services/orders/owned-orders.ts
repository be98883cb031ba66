import type { Db } from '../../db/database';

/** The account behind a customer's own orders: its id, its address and whether that is confirmed. */
export interface OrderOwner {
  userId: number;
  email: string;
  emailConfirmed: boolean;
}

export async function orderOwner(db: Db, userId: number): Promise<OrderOwner | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  return { userId: user.id, email: user.email, emailConfirmed: user.email_confirmed_at !== null };
}

/**
 * The orders that are the customer's: those placed while logged in, and, once the account's address is
 * confirmed by the mailed link, the guest orders placed with that address (before or after). An
 * unconfirmed address shows no guest order: anyone can register with someone else's address.
 */
export function ownedOrders(db: Db, owner: OrderOwner) {
  return db.selectFrom('orders').where((eb) => {
    const own = eb('orders.user_id', '=', owner.userId);
    if (!owner.emailConfirmed) return own;
    return eb.or([
      own,
      eb.and([
        eb('orders.user_id', 'is', null),
        // Order addresses are stored as typed; account addresses lower-case.
        eb(eb.fn('lower', ['orders.email']), '=', owner.email),
      ]),
    ]);
  });
}
