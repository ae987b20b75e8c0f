import type { users } from '@paylab/db';
import type { SessionUser } from '@paylab/shared';

type SessionUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'role' | 'userType' | 'clientId'
>;

/** The signed-in user as every route sees it (the session check, login and registration). */
export function toSessionUser(user: SessionUserRow): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role as SessionUser['role'],
    userType: user.userType as SessionUser['userType'],
    clientId: user.clientId,
  };
}
