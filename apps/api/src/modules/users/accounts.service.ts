// The user accounts other modules work with (sign-in, recovery, profile, sign-up, sponsors):
// the users module owns the users table, and this is the one door to it from outside.
import * as accounts from './users.repo';

// Each answers one question other modules ask of an account; the queries behind them stay the
// users module's own (users.repo.ts) and may change without them.
export const findUserByEmail = (...args: Parameters<typeof accounts.findUserByEmail>) =>
  accounts.findUserByEmail(...args);
export const findUserByEmailBeside = (...args: Parameters<typeof accounts.findUserByEmailBeside>) =>
  accounts.findUserByEmailBeside(...args);
export const findUserById = (...args: Parameters<typeof accounts.findUserById>) =>
  accounts.findUserById(...args);
export const insertUserIfEmailFree = (...args: Parameters<typeof accounts.insertUserIfEmailFree>) =>
  accounts.insertUserIfEmailFree(...args);
export const toUserData = (...args: Parameters<typeof accounts.toUserData>) =>
  accounts.toUserData(...args);
export const updateUserLanguage = (...args: Parameters<typeof accounts.updateUserLanguage>) =>
  accounts.updateUserLanguage(...args);
export const updateUserPassword = (...args: Parameters<typeof accounts.updateUserPassword>) =>
  accounts.updateUserPassword(...args);
export const updateUserProfile = (...args: Parameters<typeof accounts.updateUserProfile>) =>
  accounts.updateUserProfile(...args);
export type User = accounts.User;
