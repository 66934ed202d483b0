// Notices one auth page leaves for another through the navigation state.
export const PASSWORD_RESET_NOTICE = 'passwordReset';

export function hasNotice(state: unknown, notice: string): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { notice?: unknown }).notice === notice
  );
}
