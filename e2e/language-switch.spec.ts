import { expect, test } from './fixtures';
import { expectNoAxeViolations, PHONE } from './helpers';

/**
 * The language choice of the sign-in and error screens (components/language-switch.tsx): a plain
 * disclosure, so that the login page does not load Mantine's Menu and floating-ui. Same button and
 * choices as the header's dropdown; this checks what the library used to do for us.
 */
test('the sign-in language switch: keyboard, Escape, outside click, axe, and the choice', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/#/auth/login');
  const button = page.getByTestId('language-menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName('Language: English');

  // Keyboard: focus the button, Enter opens, Escape closes and gives the focus back.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('language-en')).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page, 'sign-in language switch, open');
  const choices = page.getByRole('group', { name: 'Language' });
  await expect(choices).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-id')).toHaveCount(0);
  await expect(button).toBeFocused();

  // A click elsewhere closes it.
  await button.click();
  await expect(page.getByTestId('language-id')).toBeVisible();
  await page.locator('footer').click();
  await expect(page.getByTestId('language-id')).toHaveCount(0);

  // Choosing a language switches the page and closes the list.
  await button.click();
  await page.getByTestId('language-id').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.getByTestId('language-menu')).toHaveAccessibleName('Bahasa: Bahasa Indonesia');
  await expect(page.getByTestId('language-id')).toHaveCount(0);
});
