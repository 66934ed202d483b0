// The erasure's service, bound to its context (docs/architecture.md, "Use cases and lists").
import { bindUseCases } from '../../lib/use-cases';
import { eraseByEmail } from './erase-by-email';
import { erasePerson, eraseSponsor, eraseStudent } from './erase-person';
import type { PersonEraseContext } from './person-erase-context';

export function createPersonEraseService(context: PersonEraseContext) {
  return bindUseCases(context, { erasePerson, eraseStudent, eraseSponsor, eraseByEmail });
}

export type PersonEraseService = ReturnType<typeof createPersonEraseService>;
