// The user accounts other modules work with (sign-in, recovery, profile, sign-up, sponsors):
// the users module owns the users table, and this is the one door to it from outside.
export {
  findUserByEmail,
  findUserByEmailBeside,
  findUserById,
  insertUserIfEmailFree,
  toUserData,
  updateUserLanguage,
  updateUserPassword,
  updateUserProfile,
  type User,
} from './users.repo';
