// A person's initials, for avatars without a photo (the app bar's account button, profile photo
// panels, list rows, the printed student page).

/** "José", "Pérez" -> "JP"; "?" when both are empty. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** "José Pérez" -> "JP": the first letters of the first two words of a full name. */
export function initialsOfFullName(name: string): string {
  const [first = '', second = ''] = name.split(/\s+/).filter(Boolean);
  return initialsOf(first, second);
}
