-- Every change that touches a sponsor's leadership progress locks that progress row before the
-- letters' counter rows: a new, ended or moved sponsorship does (its progress trigger fires
-- first), and a letter now does too. PostgreSQL fires a table's triggers in name order, and the
-- letter's progress trigger was named after its counter triggers, so a letter written while the
-- same sponsor was paired with a student locked the two in the opposite order and one of the two
-- transactions died in a deadlock. The new name sorts before "sponsorship_letters_pending".
ALTER TRIGGER "sponsorship_letters_progress" ON "sponsorship_letters"
  RENAME TO "sponsorship_letters_leadership_progress";
