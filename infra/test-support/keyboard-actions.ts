import type { Locator } from 'playwright-core';

// Why the keyboard: as with antd's Select (antd-select.ts), on a loaded machine a pointer click can land
// while a modal or drawer is still animating into place and change nothing. Seen in CI: "Clicking the
// checkbox did not change its state", and a 'Create an account' click in a just-opened Sign In dialog
// that left the dialog as it was (reproduced with three busy loops on the 2 cores: 1 in 4 runs). Antd's
// motion measures the element in place for a frame or two and only then starts the zoom, so Playwright
// sees it stable, clicks, and the zoom moves it between mousedown and mouseup. Keys carry no position.

/**
 * Ticks or clears a checkbox, or picks a radio, with the keyboard (Space on the focused input) and waits
 * until it shows the state.
 */
export async function setCheckedByKeyboard(input: Locator, checked: boolean): Promise<void> {
  if ((await input.isChecked()) === checked) return;
  await input.focus();
  await input.press('Space');
  await input
    .page()
    .waitForFunction(([element, wanted]) => (element as HTMLInputElement | null)?.checked === wanted, [
      await input.elementHandle(),
      checked,
    ] as const);
}

/**
 * Presses a button (or a link) the way a keyboard user does: focus, then Enter. For the first action in a
 * dialog or drawer that has just opened; the caller waits for what the press should show.
 */
export async function pressByKeyboard(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}
