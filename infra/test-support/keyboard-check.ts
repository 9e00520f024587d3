import type { Locator } from 'playwright-core';

/**
 * Ticks or clears a checkbox, or picks a radio, with the keyboard (Space on the focused input) and waits
 * until it shows the state. Why not click: as with antd's Select (antd-select.ts), on a loaded machine a
 * click can land while a modal or drawer is still animating into place and change nothing (seen in CI:
 * "Clicking the checkbox did not change its state"). Keys carry no position.
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
