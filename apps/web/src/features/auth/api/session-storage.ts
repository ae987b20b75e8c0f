import type { AuthResponse } from '@paylab/shared';

/**
 * The spec keeps authToken, userType and userRole in browser storage. They are hints for the UI
 * only: the httpOnly cookie is the credential (architecture: departure 4).
 */
export function storeSessionHints(
  response: Pick<AuthResponse, 'token' | 'userType' | 'role'>,
): void {
  localStorage.setItem('authToken', response.token);
  localStorage.setItem('userType', response.userType);
  localStorage.setItem('userRole', response.role);
}

export function clearSessionHints(): void {
  localStorage.removeItem('authToken');
  localStorage.removeItem('userType');
  localStorage.removeItem('userRole');
}
