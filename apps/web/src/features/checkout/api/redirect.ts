// Leaves the portal's page for the address the checkout answered (the owner's success or cancel
// page): a full navigation, as coming back from a real provider's hosted page would be.
export function leaveFor(url: string): void {
  window.location.assign(url);
}
