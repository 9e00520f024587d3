import type { Locator } from 'playwright-core';

/**
 * Chooses an option of an antd Select with the keyboard, the way a keyboard user does: focus the combobox,
 * Enter opens the list, typing filters a searchable select, the arrows move to the option, Enter chooses it.
 *
 * Why not click the option: on a loaded machine antd re-aligns the popup just after it opens, so the
 * mousedown of a click can land on the option and its mouseup on whatever is under the pointer once the
 * popup has moved (seen in CI: mouseup on the drawer title), which chooses nothing. Keys carry no position.
 *
 * `select` is the Select itself (its data-testid) or its combobox input. Resolves once the Select shows
 * the option as its value.
 */
export async function chooseSelectOption(
  select: Locator,
  optionText: string,
  { search = false }: { search?: boolean } = {},
): Promise<void> {
  const page = select.page();
  const combobox = select
    .getByRole('combobox')
    .or(select.and(page.getByRole('combobox')))
    .first();
  await openList(combobox);
  // The list of the input as it is now (a Select rendered afresh has a new one).
  const list = async () => {
    const listId = (await combobox.getAttribute('aria-controls')) ?? '';
    return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  };
  const popup = await list();
  if (search) {
    await combobox.pressSequentially(optionText);
    // Typing filters on the next render; wait until only matching options are left.
    await page.waitForFunction(
      ([element, text]) => {
        const labels = [...(element?.querySelectorAll('.ant-select-item-option') ?? [])].map(
          (option) => option.textContent ?? '',
        );
        return labels.length > 0 && labels.every((label) => label.includes(text));
      },
      [await popup.elementHandle(), optionText] as const,
    );
  }
  // Step down the list (antd scrolls a long, virtual list along) until the active option is the one.
  await popup.locator('.ant-select-item-option-active').first().waitFor();
  const seen = new Set<string>();
  for (;;) {
    const descendant = (await combobox.getAttribute('aria-activedescendant')) ?? '';
    const active = (await list()).locator('.ant-select-item-option-active');
    if (await active.filter({ hasText: optionText }).count()) break;
    if (seen.has(descendant)) throw new Error(`the select has no option "${optionText}"`);
    seen.add(descendant);
    // A locator's press focuses the input first, and ArrowDown opens the list again if it closed.
    await combobox.press('ArrowDown');
    // The list sets the active option and the input's aria-activedescendant in one render.
    await untilAttribute(combobox, 'aria-activedescendant', (now) => (now ?? '') !== descendant);
  }
  await combobox.press('Enter');
  await select
    .locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .filter({ hasText: optionText })
    .waitFor();
}

/**
 * Focuses the combobox and presses Enter until its list is open, as a person whose key press went nowhere
 * presses again: CI once saw the list stay shut for 30 s after one Enter, on a loaded machine, right after
 * the notifications popover was closed with Escape (not seen since, nor when run alone). Should a late list
 * open just as Enter is pressed again, that Enter chooses the active option, which on opening is the one
 * already chosen: nothing changes, and the next round opens it again.
 */
async function openList(combobox: Locator, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await combobox.focus();
    await combobox.press('Enter');
    try {
      await untilAttribute(combobox, 'aria-expanded', (expanded) => expanded === 'true', 10_000);
      return;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
  }
}

/**
 * Waits until the attribute satisfies `accept`, finding the element afresh on every look. Not an element
 * handle watched in the page: were the Select rendered afresh mid-choice, a handle would keep watching
 * an input that left the document and wait out its whole timeout (CI once timed out here choosing the
 * language, with the active option never changing).
 */
async function untilAttribute(
  locator: Locator,
  name: string,
  accept: (value: string | null) => boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await locator.getAttribute(name, { timeout: Math.max(1, deadline - Date.now()) });
    if (accept(value)) return;
    if (Date.now() > deadline) throw new Error(`${name} stayed ${JSON.stringify(value)} for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
