// Text placed in the HTML part of an e-mail: every character HTML gives a meaning to, escaped.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
