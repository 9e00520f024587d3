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
  await combobox.focus();
  await combobox.press('Enter');
  await page.waitForFunction(
    (element) => element?.getAttribute('aria-expanded') === 'true',
    await combobox.elementHandle(),
  );
  const listId = (await combobox.getAttribute('aria-controls')) ?? '';
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
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
  const active = popup.locator('.ant-select-item-option-active');
  const seen = new Set<string>();
  for (;;) {
    const descendant = (await combobox.getAttribute('aria-activedescendant')) ?? '';
    if (await active.filter({ hasText: optionText }).count()) break;
    if (seen.has(descendant)) throw new Error(`the select has no option "${optionText}"`);
    seen.add(descendant);
    await combobox.press('ArrowDown');
    // The list sets the active option and the input's aria-activedescendant in one render.
    await page.waitForFunction(
      ([element, previous]) => element?.getAttribute('aria-activedescendant') !== previous,
      [await combobox.elementHandle(), descendant] as const,
    );
  }
  await combobox.press('Enter');
  await select
    .locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .filter({ hasText: optionText })
    .waitFor();
}
