// Entering text when the keystrokes themselves are not under test. Typing a character at a time
// sends several events per key, each re-rendering the form (and jsdom works out styles again
// after each render), which adds up to seconds per test; a paste sends one input event that leaves
// the same value, through the same change handlers.
import type { UserEvent } from '@testing-library/user-event';

/** Clicks into `field` (the caret goes to its end, as with `type`) and adds `text` there. */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Empties `field`, then puts `text` in it. */
export async function replaceText(
  user: UserEvent,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}
